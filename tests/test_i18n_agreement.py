"""Agreement with numbers and plural rules (issue 22 §3), over ranges of values.

``ui/grammar.py`` decides from digits; the expected forms here come from an independent source, the numbers spelled
out in words by ``num2words``: Italian takes *l'* before a reading that starts with a vowel and *lo* before *zero*;
Hungarian takes *az* before a vowel, and a suffix follows the vowels of the reading (a back vowel followed only by
neutral i í e é -> -ban, -hoz; else front, -ben, -hez, or -höz after ö ő ü ű) with *-val/-vel* taking the
reading's final consonant."""
from __future__ import annotations

import importlib
import re

import streamlit as st
import pytest
from num2words import num2words

from ui import grammar as g
from ui import numbers as nb
from ui.i18n import LANGUAGES, plural_param, t
from ui.locale_marks import plural_category

VALUES = [*range(0, 2101), *range(7990, 8010), *range(10990, 11010), 18000, 80000, 81500, 800000, 1_000_000,
          1_500_000, 8_000_000, 11_000_000, 100_000, 5_000_000,
          # the long scale's words, read last: milliárd, billió (10^12), billiárd, trillió, trilliárd
          10**9, 2 * 10**9, 10**12, 3 * 10**12, 123 * 10**12, 10**15, 2 * 10**18, 10**21]
DECIMALS = [round(i * 0.05, 2) for i in range(0, 400)] + [0.288, 82.6, 11.5, 8.25, 18.5]
DIGRAPHS = ("gy", "sz", "cs", "ny", "ly", "ty", "zs")


def shown(x, lang="it") -> str:
    """A number as a page writes it in ``lang``: ``82,6``, ``32 033`` (no-break space)."""
    return nb.num(x, "," if isinstance(x, int) else "g", lang=lang)


def it_expected(x) -> str:
    words = num2words(x, lang="it")
    if re.match(r"un (mil|bil|tril)i(one|ardo)\b", words):
        return "il"                                  # read "il milione", "il miliardo": the documented choice
    return "lo" if words.startswith("zero") else "l'" if words[0] in "aeiou" else "il"


@pytest.mark.parametrize("values", [VALUES, DECIMALS], ids=["integers", "decimals"])
def test_italian_article_before_a_number(values):
    wrong = [(x, g.it_article("il", shown(x)), it_expected(x)) for x in values
             if g.it_article("il", shown(x)) != it_expected(x)]
    assert not wrong, wrong[:20]


def test_italian_articulated_forms():
    assert [g.it_with(a, "82,6 %") for a in ("il", "del", "nel", "al", "dal", "sul")] == \
        ["l'82,6 %", "dell'82,6 %", "nell'82,6 %", "all'82,6 %", "dall'82,6 %", "sull'82,6 %"]
    assert [g.it_with(a, "5 %") for a in ("l'", "dell'", "Il")] == ["il 5 %", "del 5 %", "Il 5 %"]
    assert [g.it_with(a, "0,5 %") for a in ("il", "del", "i")] == ["lo 0,5 %", "dello 0,5 %", "gli 0,5 %"]
    assert [g.it_with(a, "8") for a in ("i", "dei", "sui", "la", "le")] == ["gli 8", "degli 8", "sugli 8", "l'8",
                                                                            "le 8"]
    assert g.it_with("il", "1 000") == "il 1 000" and g.it_with("il", "18 %") == "il 18 %"
    assert g.it_article("con", 8) == "con"                         # not an article: unchanged


STEMS = ("nulla egy kettő három négy öt hat hét nyolc kilenc tíz húsz harminc negyven ötven hatvan hetven nyolcvan "
         "kilencven száz ezer millió milliárd billió billiárd trillió trilliárd tized század ezred").split()


def hu_reading(x) -> str:
    """The last element of the number read aloud (harmony follows a compound's last element: huszon|egy)."""
    word = num2words(x, lang="hu").split()[-1]
    word = word[:-3] + "kettő" if word.endswith("két") else word      # num2words writes 102 as "százkét"
    return max((s for s in STEMS if word.endswith(s)), key=len)


def hu_expected(x, suffix: str) -> str:
    word = hu_reading(x)
    vowels = [c for c in word if c in "aáoóuúeéiíöőüű"]
    # back if a back vowel is followed only by neutral ones (harminc, hatvan); else front, rounded after ö ő ü ű
    tail = "".join(vowels).rstrip("ieíé")
    klass = "b" if tail and tail[-1] in "aáoóuú" else "r" if vowels[-1] in "öőüű" else "f"
    final = next((d for d in DIGRAPHS if word.endswith(d)), "" if word[-1] in "aáoóuúeéiíöőüű" else word[-1])
    if suffix == "val":
        return (final + ("al" if klass == "b" else "el")) if final else ("val" if klass == "b" else "vel")
    if suffix == "ban":
        return "ban" if klass == "b" else "ben"
    if suffix == "hoz":
        return {"b": "hoz", "f": "hez", "r": "höz"}[klass]
    raise ValueError(suffix)


@pytest.mark.parametrize("suffix", ["val", "ban", "hoz"])
@pytest.mark.parametrize("values", [VALUES, DECIMALS], ids=["integers", "decimals"])
def test_hungarian_suffix_after_a_number(values, suffix):
    wrong = [(shown(x, "hu"), g.hu_with(shown(x, "hu"), suffix), hu_expected(x, suffix)) for x in values
             if g.hu_suffix(shown(x, "hu"), suffix) != hu_expected(x, suffix)]
    assert not wrong, wrong[:20]


@pytest.mark.parametrize("values", [VALUES, DECIMALS], ids=["integers", "decimals"])
def test_hungarian_article_before_a_number(values):
    def expected(x):
        return "az" if num2words(x, lang="hu")[0] in "aáeéiíoóöőuúüű" else "a"
    wrong = [(x, g.hu_article(shown(x, "hu"))) for x in values if g.hu_article(shown(x, "hu")) != expected(x)]
    assert not wrong, wrong[:20]


def test_hungarian_other_suffixes_and_percent():
    assert [g.hu_with(n, "t") for n in (1, 2, 3, 5, 6, 1000)] == ["1-et", "2-t", "3-at", "5-öt", "6-ot", "1000-et"]
    assert [g.hu_with(n, "as") for n in (1, 2, 3, 5, 6, 1000)] == ["1-es", "2-es", "3-as", "5-ös", "6-os", "1000-es"]
    assert [g.hu_with(n, "szor") for n in (2, 3, 5, 10)] == ["2-szer", "3-szor", "5-ször", "10-szer"]
    assert [g.hu_with(n, "on") for n in (2, 3, 5, 1)] == ["2-n", "3-on", "5-ön", "1-en"]
    assert g.hu_with("12,5%", "val") == "12,5%-kal" and g.hu_with("5%", "ban") == "5%-ban"
    assert g.hu_with("0,01", "val") == "0,01-dal" and g.hu_with("0,0005", "ra") == "0,0005-re"
    assert g.hu_suffix(5, "tel") == "tel" and g.hu_suffix(3, "tel") == "mal"       # an assimilated form, re-fitted
    assert g.hu_suffix(5, "ában") == "ában"                                       # not a case suffix: unchanged


def test_the_formatter_makes_templates_agree():
    """A catalogue writes the article or suffix once; the number it gets decides the form."""
    it = "il {p:.1f}% e il {q:.0f}% dei {n:,} nomi; $il {p:.1f}$"
    assert nb.format_text(it, "it", dict(p=82.6, q=5, n=8000)) == \
        "l'82,6% e il 5% degli 8\u00a0000 nomi; $il 82{,}6$"              # inside LaTeX nothing changes
    for p in DECIMALS[::7]:
        out = nb.format_text("Con il {p:.1f}%", "it", dict(p=p))
        assert out == "Con " + g.it_with("il", nb.num(p, ".1f", lang="it")) + "%", out
    hu = "a {u:.1%}-kal, a {n}-val és {m:,}-ben"
    assert nb.format_text(hu, "hu", dict(u=0.053, n=3, m=2000)) == "az 5,3%-kal, a 3-mal és 2\u00a0000-ben"
    for n in range(0, 120):
        assert nb.format_text("a {n}-val", "hu", dict(n=n)) == f"{g.hu_article(n)} {g.hu_with(n, 'val')}"
    assert nb.format_text("a {w} és a {v}", "hu", dict(w="inverz", v="softmax")) == "az inverz és a softmax"
    assert nb.format_text("il {n} e a {n}-val", "en", dict(n=8)) == "il 8 e a 8-val"     # English untouched


@pytest.mark.parametrize("template, n, shown", [
    ("{n}-ből", 6, "6-ból"), ("{n}-ból", 5, "5-ből"), ("{n}-ről", 100, "100-ról"), ("{n}-tól", 7, "7-től"),
    ("{n}-höz", 6, "6-hoz"), ("{n}-hoz", 5, "5-höz"), ("{n}-ször", 3, "3-szor"), ("{n}-szor", 2, "2-szer"),
    ("{n}-ön", 6, "6-on"), ("{n}-nél", 3, "3-nál"), ("{n}-nál", 4, "4-nél"), ("{n}-be", 6, "6-ba"),
])
def test_a_template_suffix_is_harmonised_whatever_its_letters(template, n, shown):
    """A catalogue's suffix written after a placeholder in any of its forms, long vowels ő and ű included, takes the
    form of the number it gets: hatból, ötből, százról, héttől, hathoz, öthöz, háromszor, kétszer, haton, háromnál,
    négynél, hatba (forms written out from Hungarian vowel harmony, not from the module)."""
    assert nb.format_text(template, "hu", dict(n=n)) == shown


# ------------------------------------------------------------------------------------------------------ plurals

PLURALS = [("attention.heads.shown", dict(heads="heads", head="head"), "H"),
           ("common.data.err.too_few", dict(minimum=10), "count")]


@pytest.mark.parametrize("lang", list(LANGUAGES))
def test_plural_rules_come_from_cldr(lang):
    assert plural_category(1, lang) == "one" and plural_category(2, lang) == "other"
    assert plural_category(0, lang) == ("one" if lang == "fr" else "other")


@pytest.mark.parametrize("key, params, count", PLURALS)
def test_a_count_of_one_reads_in_the_singular(key, params, count):
    assert plural_param(key) == count
    for lang in LANGUAGES:
        st.session_state["lang"] = lang
        one, many = t(key, **params, **{count: 1}), t(key, **params, **{count: 4})
        assert one != many and "4" in many, (lang, one, many)
    st.session_state["lang"] = "en"
    assert t("attention.heads.shown", H=1, heads="heads", head="head") == "The only head, drawn."
    assert "All 1" not in t("attention.heads.shown", H=1, heads="heads", head="head")
    assert "usable word;" in t("common.data.err.too_few", count=1, minimum=10)
    st.session_state["lang"] = "it"
    assert "1 parole" not in t("common.data.err.too_few", count=1, minimum=10)
    st.session_state.pop("lang")


@pytest.mark.parametrize("lang", ["en", "it"])
def test_one_head_reads_in_the_singular_on_the_page(page_in, lang):
    """The attention page with the heads slider at 1, then at 6 (an AppTest): the singular text, then the plural."""
    cat = getattr(importlib.import_module("ui.strings.attention"), lang.upper())
    at = page_in("pages/attention.py", lang, at_tab="stack")
    at.select_slider(key="at_H").set_value(1).run()
    captions = [c.value for c in at.caption]
    assert cat["attention.heads.shown@one"].format(head=cat["attention.name.head"]) in captions, captions
    at.select_slider(key="at_H").set_value(6).run()
    assert cat["attention.heads.shown"].format(H=6, heads=cat["attention.name.heads"]) in [c.value for c in at.caption]
