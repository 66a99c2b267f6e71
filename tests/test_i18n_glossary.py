"""One term per concept, and prose that looks Italian or Hungarian (issue 22 §2-3): every namespace's IT and HU
catalogues against ``ui/glossary.py``, with no decimal point between digits outside code, LaTeX and URLs, and the
attention names' articles fitting both namings. One test per namespace; a failure lists every offending key."""
from __future__ import annotations

import importlib
import re
import string
import subprocess
import sys
from pathlib import Path

import pytest

from tests.i18n_catalogue import NAMESPACES
from ui import glossary
from ui.grammar import _IT_WORDS

ROOT = Path(__file__).resolve().parent.parent
LANGS = ("it", "hu")
# what is not prose: code spans, LaTeX, URLs, file paths and names with a version (Apache-2.0, L6-v2)
NOT_PROSE = re.compile(r"`[^`]*`|\$[^$]*\$|https?://\S+|\b[\w./-]*/[\w./-]+|\bApache-2\.0\b|\{[^{}]*\}")


def _catalogue(namespace: str, lang: str) -> dict[str, str]:
    return getattr(importlib.import_module(f"ui.strings.{namespace}"), lang.upper())


@pytest.mark.parametrize("namespace", NAMESPACES)
def test_one_term_per_concept(namespace):
    bad = [o for lang in LANGS for key, text in _catalogue(namespace, lang).items()
           for o in glossary.offences(lang, key, text)]
    assert not bad, f"{len(bad)} strings break ui/glossary.py:\n" + "\n".join(bad)


@pytest.mark.parametrize("namespace", NAMESPACES)
def test_no_decimal_point_in_italian_or_hungarian_prose(namespace):
    bad = [f"{lang} {key}: {m.group(0)!r}" for lang in LANGS for key, text in _catalogue(namespace, lang).items()
           if "%{" not in text for m in [re.search(r"\d\.\d", NOT_PROSE.sub(" ", text))] if m]
    assert not bad, "a decimal point between digits in Italian/Hungarian text (write 0,5; 1 000):\n" + "\n".join(bad)


@pytest.mark.parametrize("namespace", NAMESPACES)
def test_no_form_language_a_z_in_hungarian(namespace):
    """The Hungarian review: a literal "a(z)" reads as a form; the grammar helper picks a/az before a number or a
    word, and a room code (read letter by letter: "ef", "el", "em") is put after a colon instead."""
    bad = [key for key, text in _catalogue(namespace, "hu").items() if re.search(r"\b[Aa]\(z\)", text)]
    assert not bad, bad


def _article_before(literal: str) -> str | None:
    m = re.search(r"(?:^|[\s(«])([A-Za-z]+'|[A-Za-z]+) ?$", literal)
    word = m and m.group(1).lower()
    return word if word in _IT_WORDS and (literal.endswith(" ") or word.endswith("'")) else None


@pytest.mark.parametrize("namespace", NAMESPACES)
def test_italian_articles_fit_both_namings(namespace):
    """An article right before an attention name (``la {head}``, ``del {score}``) agrees with its ML name and with its
    plain name (``glossary.IT_GENDER``); where they differ (``{value}``, ``{softmax}``) a head noun goes between."""
    bad = []
    for key, text in _catalogue(namespace, "it").items():
        for literal, name, _, _ in string.Formatter().parse(text):
            if name in glossary.IT_GENDER and literal and (word := _article_before(literal)):
                _, gender, plural = _IT_WORDS[word]
                genders = set(glossary.IT_GENDER[name])
                if genders != {gender} or plural != (name in glossary.IT_PLURAL_NAMES):
                    bad.append(f"{key}: {word!r} before {{{name}}} ({'/'.join(glossary.IT_GENDER[name])})")
    assert not bad, "\n".join(bad)


@pytest.mark.parametrize("lang", LANGS)
def test_the_english_term_is_given_where_students_meet_it(lang):
    """A glossed term that differs from the English is followed by the English in parentheses somewhere."""
    text = " ".join(v for ns in NAMESPACES for v in _catalogue(ns, lang).values())
    missing = [t.en for t in glossary.TERMS if t.gloss and getattr(t, lang) != t.en and f"({t.en})" not in text]
    assert not missing, missing


def test_the_gender_table_matches_the_names():
    attn = importlib.import_module("ui.strings.attention").IT
    for name in glossary.IT_GENDER:
        assert f"attention.name.{name}" in attn and f"attention.name.{name}@plain" in attn, name


def test_docs_glossary_is_written_from_the_data():
    out = subprocess.run([sys.executable, "scripts/glossary_md.py", "--check"], cwd=ROOT, capture_output=True,
                         text=True)
    assert out.returncode == 0, out.stdout + out.stderr
