"""One small translation layer for every user-facing string.

Strings live in ``ui/strings/<namespace>.py`` as dictionaries named after the language (``EN``, later
``IT`` and ``HU``); a key is ``"<namespace>.<name>"``. :func:`t` picks the active language and falls back
to English. The language is the visitor's choice in the sidebar (``lang`` in the URL), by default their
browser's (``st.context.locale``) when the app speaks it, else English: see :func:`browser_language`.
With the app-wide naming toggle on "plain", a key ``name@plain`` wins over ``name``: that is how
the book's plain-words dictionary (first projection instead of query, ...) reaches every label.
"""
from __future__ import annotations

import contextlib
import contextvars
import importlib
import os
import sys
from functools import lru_cache

import streamlit as st

from lm_core.lessons import catalogue
from lm_core.lessons.lessonfile import text_of

from .languages import discover
from .digits import format_text, plural_category

# Every language that ui/strings/common.py has a dictionary for, named in itself (ui/languages.py).
LANGUAGES = discover()
NAMINGS = ("ml", "plain")


def language_of(locale: str | None) -> str:
    """The app language for a browser locale: ``"it-IT"`` -> ``"it"``, ``"hu"`` -> ``"hu"``; anything else
    (``"en-US"``, ``"de-DE"``, none sent) -> ``"en"``."""
    code = (locale or "").replace("_", "-").split("-")[0].strip().lower()
    return code if code in LANGUAGES else "en"


def browser_language() -> str:
    """The visitor's default language: their browser's, if the app speaks it, else English.

    This is the default that ``lang`` is registered with in the URL state, so a link stays clean for a visitor
    who reads the app in their browser's language, and carries ``lang`` only when they chose another one.
    """
    try:
        locale = st.context.locale
    except Exception:          # no script run context (a bare import): no browser to ask
        locale = None
    return language_of(locale)


def language() -> str:
    """The active language: the session's choice once the sidebar has registered it; before that (the first
    lines of the very first run) the URL's ``lang`` if valid, else the browser's."""
    memo = _run_memo()
    if memo is not None:
        return memo[0]
    return _language()


def _language() -> str:
    lang = st.session_state.get("lang")
    if lang in LANGUAGES:
        return lang
    raw = st.query_params.get("lang")
    return raw if raw in LANGUAGES else browser_language()


@lru_cache(maxsize=None)
def catalog(namespace: str, lang: str) -> dict[str, str]:
    module = importlib.import_module(f"ui.strings.{namespace}")
    return getattr(module, lang.upper(), {})


_run: contextvars.ContextVar[dict | None] = contextvars.ContextVar("tbt_i18n_run", default=None)


@contextlib.contextmanager
def run_scope():
    """One page run (``ui.runtime.page_run``, which ``app.py`` wraps every run in): within it, :func:`_run_memo` keeps
    this run's (language, naming) once read. A fresh scope per run: the next run reads the session again."""
    token = _run.set({})
    try:
        yield
    finally:
        _run.reset(token)


def _run_memo() -> tuple[str, str] | None:
    """(language, naming) of this script run, read from the session once per run instead of at every ``t()``
    (two session-state reads per text were about 5-8 % of a warm page run: py-spy, issue 24).

    Kept only inside a :func:`run_scope` (a page run; a fragment's rerun or a callback reads the session each
    time), and only once the sidebar has registered both ``lang`` and ``naming`` (before that, on a session's first
    run, ``naming`` still reads as the default while the URL may say otherwise). Nothing changes either key in the
    middle of a run once registered (widgets' values are settled before the script starts, and ``url_state`` seeds
    a key only while it is absent). Outside a run: None."""
    memo = _run.get()
    if memo is None:
        return None
    value = memo.get("value")
    if value is not None:
        return value
    state = st.session_state
    if "lang" not in state or "naming" not in state:
        return None
    value = memo["value"] = (_language(), state.get("naming", "ml"))
    return value


def lookup(key: str, lang: str = "en", naming: str = "ml") -> str | None:
    """The raw string for ``key`` (before formatting), or None if no catalogue has it."""
    namespace, _, _ = key.partition(".")
    try:
        catalog(namespace, "en")
    except ModuleNotFoundError:
        return None
    candidates = [key + "@plain", key] if naming == "plain" else [key]
    for candidate in candidates:
        for lg in dict.fromkeys((lang, "en")):
            text = catalog(namespace, lg).get(candidate)
            if text is not None:
                return text
    if namespace == "lesson":
        return lesson_text(key, lang)
    return None


def lesson_text(key: str, lang: str) -> str | None:
    """A lesson's own text (``lesson.<id>.<n>.<part>``, its words in its file: ``Lesson.texts``), made safe to show
    (``lessonfile.safe_text``: emphasis at most, never a link or HTML), or None if ``<id>`` is no lesson's."""
    lesson_id = key.split(".")[1] if key.count(".") >= 2 else ""
    if not lesson_id.isidentifier():
        return None
    lesson = catalogue.find(lesson_id)
    return text_of(lesson, key, lang) if lesson is not None else None


def plural_param(key: str) -> str | None:
    """The parameter whose count chooses between ``key`` and ``key@one`` (a catalogue's ``PLURAL``), if any."""
    plurals = _plurals(key.partition(".")[0])
    return plurals.get(key) if plurals is not None else None


@lru_cache(maxsize=None)
def _plurals(namespace: str) -> dict | None:
    """A catalogue's ``PLURAL`` dict itself (not a copy: an edit to it is seen), {} if it has none, None if there is
    no such catalogue."""
    try:
        module = importlib.import_module(f"ui.strings.{namespace}")
    except ModuleNotFoundError:
        return None
    return getattr(module, "PLURAL", {})


def under_test() -> bool:
    """True inside a pytest process (AppTest runs pages there) or a server started by one (browser tests)."""
    return "pytest" in sys.modules or "PYTEST_CURRENT_TEST" in os.environ


def t(key: str, **params) -> str:
    """The active language's text for ``key``, formatted with ``params``.

    A missing key raises ``KeyError`` under tests, so a typo fails the suite; a visitor sees the key itself.
    Numeric parameters with a format spec (``{x:.3f}``, ``{n:,}``) follow the language (``ui.numbers``).
    """
    memo = _run_memo()
    lang, naming = memo if memo is not None else (language(), st.session_state.get("naming", "ml"))
    text = None
    count = plural_param(key)
    if count in params:                        # a count-dependent text: ``key@one`` when CLDR's category is "one"
        text = lookup(f"{key}@{plural_category(params[count], lang)}", lang, naming)
    text = text if text is not None else lookup(key, lang, naming)
    if text is None:
        if under_test():
            raise KeyError(f"missing text: {key!r} (add it to ui/strings/{key.partition('.')[0]}.py)")
        return key
    return format_text(text, lang, params) if params else text
