"""Counts agree with their nouns and verbs in every language (GUIDE: plural-aware counts, CLDR via babel): each
count-dependent text is rendered through ``t()`` at a count of 1 and at 5 (and 0) in English, Italian and Hungarian,
and compared with words written here by hand (*1 passo* / *5 passi*, *1 validation pair falls* / *5 validation
pairs fall*), never with the catalogue's own text. Hungarian keeps the noun singular after a numeral (*5 lépés*),
so there the check is that the text still reads right and shows the count.

Every key a catalogue lists in ``PLURAL`` must have a case here, so a new count text cannot skip this test."""
from __future__ import annotations

import importlib
import re
import string

import pytest
import streamlit as st

from tests.i18n_catalogue import NAMESPACES
from ui.i18n import t

# key -> (the count's parameter, the other parameters, {lang: (at 1, at 5)}). Each expected piece is a regular
# expression matched with word boundaries: r"1 step" does not match "1 steps".
CASES = {
    "lesson.front.steps": ("n", {}, {
        "en": ("1 step", "5 steps"), "it": ("1 passo", "5 passi"), "hu": ("1 lépés", "5 lépés")}),
    "lesson.summary.score": ("right", {"n": 7}, {
        "en": ("You got 1 of 7 right", "You got 5 of 7 right"),
        "it": ("correttamente a 1 domanda su 7", "correttamente a 5 domande su 7"),
        "hu": ("7 kérdésből 1-re válaszoltál helyesen", "7 kérdésből 5-re válaszoltál helyesen")}),
    "lesson.file.err.poll_options": ("n", {"lo": 2, "hi": 5}, {
        "en": ("The poll has 1 option;", "The poll has 5 options;"),
        "it": ("Il sondaggio ha 1 opzione;", "Il sondaggio ha 5 opzioni;"),
        "hu": ("A véleménykérdésnek 1 lehetősége van", "A véleménykérdésnek 5 lehetősége van")}),
    "builder.steps": ("n", {}, {
        "en": ("Your lesson: 1 step", "Your lesson: 5 steps"),
        "it": ("La tua lezione: 1 passo", "La tua lezione: 5 passi"),
        "hu": ("A leckéd: 1 lépés", "A leckéd: 5 lépés")}),
    "builder.full": ("n", {}, {
        "en": ("at most 1 step", "at most 5 steps"), "it": ("al massimo 1 passo", "al massimo 5 passi"),
        "hu": ("legfeljebb 1 lépésből", "legfeljebb 5 lépésből")}),
    "room.answered": ("m", {"n": 1}, {
        "en": ("1 of 1 student answered", "1 of 5 students answered"),
        "it": ("Studenti che hanno risposto: 1 su 1", "Studenti che hanno risposto: 1 su 5"),
        "hu": ("1 diákból 1 válaszolt", "5 diákból 1 válaszolt")}),
    "room.handover.shown": ("minutes", {"code": "ABCD2345"}, {
        "en": ("within 1 minute", "within 5 minutes"), "it": ("entro 1 minuto", "entro 5 minuti"),
        "hu": ("1 percen belül", "5 percen belül")}),
    "common.sidebar.dropped": ("n", {}, {
        "en": ("1 line set aside", r"5 line\(s\) set aside"),      # tests/test_app_count_table.py pins "(s)"
        "it": ("Righe messe da parte: 1", "Righe messe da parte: 5"),
        "hu": ("Félretett sorok: 1", "Félretett sorok: 5")}),
    "common.data.err.no_valid": ("dropped", {}, {
        "en": (r"\(1 line set aside\)", r"\(5 lines set aside\)"),
        "it": (r"\(1 riga messa da parte\)", r"\(5 righe messe da parte\)"),
        "hu": (r"\(1 sor félretéve\)", r"\(5 sor félretéve\)")}),
    "common.data.err.too_few": ("count", {"minimum": 10}, {
        "en": ("only 1 usable word;", "only 5 usable words;"),
        "it": (r"una sola parola utilizzabile \(1\)", "Parole utilizzabili nel file: 5;"),
        "hu": ("csak 1 használható szó van", "csak 5 használható szó van")}),
    "home.markov.counts": ("n", {"k": 1, "prefix": "em", "char": "m"}, {
        "en": ("Continuing with `m`: 1 of the 1 training name that starts with",
               "Continuing with `m`: 1 of the 5 training names that start with"),
        "it": (r"che iniziano con `em` \(1\), proseguono con `m`: 1",
               r"che iniziano con `em` \(5\), proseguono con `m`: 1"),
        "hu": ("1 tanító névből 1 folytatódik", "5 tanító névből 1 folytatódik")}),
    "count_table.sample.every_pair": ("rarest", {"word": "annna", "verdict": "x"}, {
        "en": (r"\(the rarest only once\)", r"\(the rarest 5 times\)"),
        "it": (r"\(la più rara una volta sola\)", r"\(la più rara 5 volte\)"),
        "hu": (r"\(a legritkább is egyszer\)", r"\(a legritkább is 5 alkalommal\)")}),
    "count_table.metrics.infinite": ("n", {}, {
        "en": ("1 validation pair falls in a cell", "5 validation pairs fall in cells"),
        "it": ("1 coppia di validazione cade in una cella", "5 coppie di validazione cadono in celle"),
        "hu": ("1 validációs pár olyan cellába esik", "5 validációs pár olyan cellába esik")}),
    "attention.heads.shown": ("H", {"heads": "HEADS", "head": "HEAD"}, {
        "en": ("The only HEAD, drawn", "All 5 HEADS drawn"),
        "it": ("Una sola HEAD, estratta", "Numero di HEADS estratte: 5"),
        "hu": ("Egyetlen kihúzott HEAD", "A kihúzott HEADS: 5 darab")}),
    "attention.lse.overflow": ("bad", {"n": 64}, {
        "en": ("1 of 64 weights is not a number", "5 of 64 weights are not numbers"),
        "it": ("1 peso su 64 non è un numero", "5 pesi su 64 non sono numeri"),
        "hu": ("64 súlyból 1 nem szám", "64 súlyból 5 nem szám")}),
    "cap.attention.O": ("n", {"k": 3, "v": 1.5}, {
        "en": ("1 output row of 3 numbers", "5 output rows of 3 numbers"),
        "it": ("1 riga di uscita di 3 numeri", "5 righe di uscita di 3 numeri"),
        "hu": ("1 kimeneti sor", "5 kimeneti sor")}),
    "neural.emb.reading": ("at_least", {"draws": 50, "share": 0.02}, {
        "en": (r"Here 1 of 50 random groups \(2\.0%\) scores at least",
               r"Here 5 of 50 random groups \(2\.0%\) score at"),
        "it": (r"Qui 1 gruppo casuale su 50 \(2,0%\) ottiene", r"Qui 5 gruppi casuali su 50 \(2,0%\) ottengono"),
        "hu": ("50 véletlen csoport közül 1", "50 véletlen csoport közül 5")}),
    "sentences.s1.pieces": ("n", {"pieces": "`bank`"}, {
        "en": ("is 1 word piece here", "is 5 word pieces here"),
        "it": ("«bank» qui: 1", "«bank» qui: 5"),
        "hu": ("itt 1 szórész", "itt 5 szórész")}),
    "sentences.own.result": ("n", {"static": 1.0, "last": 0.5, "word": "bank", "pieces": "`bank`"}, {
        "en": ("bank is 1 piece:", "bank is 5 pieces:"),
        "it": (r"Pezzi di parola di bank: 1 \(", r"Pezzi di parola di bank: 5 \("),
        "hu": ("bank szó 1 szórészből áll", "bank szó 5 szórészből áll")}),
    "sentences.own.result_ask": ("n", {"last": 0.5, "word": "bank", "pieces": "`bank`"}, {
        "en": ("bank is 1 piece:", "bank is 5 pieces:"),
        "it": (r"Pezzi di parola di bank: 1 \(", r"Pezzi di parola di bank: 5 \("),
        "hu": ("bank szó 1 szórészből áll", "bank szó 5 szórészből áll")}),
    "tokens.s.total": ("n", {"scheme": "words", "bits": 10.0, "bpc": 2.0}, {
        "en": ("1 token,", "5 tokens,"), "it": ("1 token,", "5 token,"), "hu": ("1 token,", "5 token,")}),
    "tokens.m.cut": ("n", {"merges": 512}, {
        "en": (r"\(1 token\)", r"\(5 tokens\)"), "it": (r"\(1 token\)", r"\(5 token\)"),
        "hu": (r"\(1 token\)", r"\(5 token\)")}),
    "tokens.c.calc": ("m", {"chars": "27", "words": "50000"}, {
        "en": (r"context of \*\*1\*\* symbol needs", r"context of \*\*5\*\* symbols needs"),
        "it": (r"contesto di lunghezza \*\*1\*\*", r"contesto di lunghezza \*\*5\*\*"),
        "hu": (r"\*\*1\*\* szimbólum hosszú", r"\*\*5\*\* szimbólum hosszú")}),
    "word_vectors.tr.differs": ("same", {"n": 20, "k": 4, "v_live": 900, "v_ship": 800}, {
        "en": ("1 of 20 probe words keeps the same 4", "5 of 20 probe words keep the same 4"),
        "it": ("stessi 4 vicini più prossimi: 1 su 20", "stessi 4 vicini più prossimi: 5 su 20"),
        "hu": ("20 próbaszóból 1 esetében", "20 próbaszóból 5 esetében")}),
    "cap.word_vectors.toy": ("n", {"last": 0.5, "first": 2.0}, {
        "en": ("Loss after 1 pass:", "Loss after 5 passes:"),
        "it": ("Loss dopo 1 passata:", "Loss dopo 5 passate:"),
        "hu": ("Veszteség 1 menet után", "Veszteség 5 menet után")}),
    "share.preview.free": ("n", {"keys": "a, b"}, {
        "en": ("A student can move one control:", "A student can move 5 controls:"),
        "it": ("Uno studente può muovere un solo controllo:", "Uno studente può muovere 5 controlli:"),
        "hu": ("A diák egyetlen vezérlőt állíthat:", "A diák 5 vezérlőt állíthat:")}),
}
# What must never show at a count of 1 (the singular's plural twin), per language.
NEVER_AT_ONE = {"en": [r"\b1 (?:steps|students|lines|pairs|weights|rows|pieces|tokens|symbols|passes|controls)\b",
                       r"\b1 (?:validation pairs|word pieces|output rows)\b", r"\brarest 1 times\b"],
                "it": [r"\b1 (?:passi|domande|studenti|righe|coppie|pesi|gruppi|passate|controlli)\b",
                       r"\buna volte\b", r"\b1 volte\b"]}
LANGS = ("en", "it", "hu")


def _plurals() -> dict[str, str]:
    out = {}
    for ns in NAMESPACES:
        out.update(getattr(importlib.import_module(f"ui.strings.{ns}"), "PLURAL", {}))
    return out


def render(lang: str, key: str, **params) -> str:
    st.session_state["lang"] = lang
    try:
        return t(key, **params)
    finally:
        st.session_state.pop("lang", None)


def test_every_count_text_has_a_case_here():
    assert set(_plurals()) == set(CASES), (sorted(set(_plurals()) - set(CASES)), sorted(set(CASES) - set(_plurals())))


@pytest.mark.parametrize("key", sorted(CASES))
def test_the_plural_parameter_is_a_placeholder_of_the_text(key):
    """The PLURAL entry names a placeholder the page fills (a typo would silently never pick @one), and each
    language has both forms."""
    ns = key.partition(".")[0]
    module = importlib.import_module(f"ui.strings.{ns}")
    param = module.PLURAL[key]
    assert param == CASES[key][0]
    for lang in LANGS:
        cat = getattr(module, lang.upper())
        assert key in cat and f"{key}@one" in cat, (lang, key)
        names = {name for _, name, _, _ in string.Formatter().parse(cat[key]) if name}
        assert param in names, (lang, key, names)


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("key", sorted(CASES))
def test_a_count_of_one_and_of_five_read_right(key, lang):
    count, params, expected = CASES[key]
    one, five = expected[lang]
    at_one, at_five = render(lang, key, **params, **{count: 1}), render(lang, key, **params, **{count: 5})
    assert re.search(rf"(?<!\w){one}(?!\w)", at_one), (lang, key, at_one)
    assert re.search(rf"(?<!\w){five}(?!\w)", at_five), (lang, key, at_five)
    for bad in NEVER_AT_ONE.get(lang, ()):
        assert not re.search(bad, at_one), (lang, key, at_one)


@pytest.mark.parametrize("lang", LANGS)
def test_zero_and_a_million_are_not_singular(lang):
    """CLDR's "one" is exactly 1 in these languages: 0 and 1 000 000 (Italian's "many") take the plural text."""
    words = {"en": "steps", "it": "passi", "hu": "lépés"}[lang]
    assert render(lang, "lesson.front.steps", n=0) == f"0 {words}"
    assert render(lang, "lesson.front.steps", n=1_000_000).endswith(f" {words}")
    none_right = {"en": "You got 0 of 3 right.", "it": "Hai risposto correttamente a 0 domande su 3.",
                  "hu": "3 kérdésből 0-ra válaszoltál helyesen."}[lang]
    assert render(lang, "lesson.summary.score", right=0, n=3) == none_right
