"""One small translation layer for every user-facing string.

Strings live in ``ui/strings/<namespace>.py`` as dictionaries named after the language (``EN``, later
``IT`` and ``HU``); a key is ``"<namespace>.<name>"``. :func:`t` picks the active language and falls back
to English. With the app-wide naming toggle on "plain", a key ``name@plain`` wins over ``name``: that is how
the book's plain-words dictionary (first projection instead of query, ...) reaches every label.
"""
from __future__ import annotations

import importlib
import os
import sys
from functools import lru_cache

import streamlit as st

LANGUAGES = {"en": "English"}          # Italian and Hungarian catalogues will add "it" and "hu"
NAMINGS = ("ml", "plain")


@lru_cache(maxsize=None)
def catalog(namespace: str, lang: str) -> dict[str, str]:
    module = importlib.import_module(f"ui.strings.{namespace}")
    return getattr(module, lang.upper(), {})


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
    return None


def under_test() -> bool:
    """True inside a pytest process (AppTest runs pages there) or a server started by one (browser tests)."""
    return "pytest" in sys.modules or "PYTEST_CURRENT_TEST" in os.environ


def t(key: str, **params) -> str:
    """The active language's text for ``key``, formatted with ``params``.

    A missing key raises ``KeyError`` under tests, so a typo fails the suite; a visitor sees the key itself.
    """
    state = st.session_state
    text = lookup(key, state.get("lang", "en"), state.get("naming", "ml"))
    if text is None:
        if under_test():
            raise KeyError(f"missing text: {key!r} (add it to ui/strings/{key.partition('.')[0]}.py)")
        return key
    return text.format(**params) if params else text
