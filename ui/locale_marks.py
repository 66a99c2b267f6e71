"""What CLDR (through Babel) says about a language's numbers: its decimal mark and group separator, and its
plural categories (issue 22 §3). ``ui.numbers`` and ``ui.i18n`` read them from here, so a new language needs no
table of its own: ``MARKS["de"]`` is ``(",", ".")`` because CLDR says so.

One deliberate departure from CLDR: Italian groups thousands with a no-break space, as the Italian chapter
prints them (32 033), where CLDR's Italian uses a full stop (32.033). It is listed in :data:`GROUP_OVERRIDES`.
English is Python's own output (``format(x, ",")``), which is also CLDR's English.
"""
from __future__ import annotations

from functools import lru_cache

from babel import Locale, UnknownLocaleError
from babel.numbers import get_decimal_symbol, get_group_symbol

NBSP = "\u00a0"
GROUP_OVERRIDES = {"it": NBSP}         # the Italian chapter's typography (CLDR: ".")


@lru_cache(maxsize=None)
def locale(lang: str) -> Locale | None:
    """Babel's locale for a two-letter app language, or None when CLDR does not know it."""
    try:
        return Locale.parse(lang)
    except (UnknownLocaleError, ValueError, TypeError):
        return None


@lru_cache(maxsize=None)
def marks(lang: str) -> tuple[str, str] | None:
    """(decimal mark, group separator) for ``lang``; a narrow no-break space from CLDR becomes a no-break space."""
    loc = locale(lang)
    if loc is None:
        return None
    group = GROUP_OVERRIDES.get(lang) or get_group_symbol(locale=loc).replace("\u202f", NBSP)
    return get_decimal_symbol(locale=loc), group


class CldrMarks(dict):
    """``MARKS[lang]``: a mapping filled from CLDR on first use (``"en"`` is preset to Python's own marks)."""

    def __init__(self):
        super().__init__(en=(".", ","))

    def __missing__(self, lang):
        found = marks(lang) if isinstance(lang, str) else None
        if found is None:
            raise KeyError(lang)
        self[lang] = found
        return found

    def __contains__(self, lang) -> bool:
        try:
            self[lang]
        except KeyError:
            return False
        return True

    def get(self, lang, default=None):
        return self[lang] if lang in self else default


class MathMarks(dict):
    """The marks inside LaTeX: a decimal comma is braced (``{,}``, else it is spaced as punctuation) and groups
    are a thin space ``\\,``."""

    def __init__(self, marks_: CldrMarks):
        super().__init__()
        self._marks = marks_

    def __missing__(self, lang):
        dec, _ = self._marks[lang]
        return ("{,}" if dec == "," else dec), "\\,"


def plural_category(count, lang: str) -> str:
    """CLDR's plural category of ``count`` in ``lang``: ``"one"``, ``"other"`` (and ``"many"``, ``"few"``... where
    the language has them). Not a number: ``"other"``."""
    loc = locale(lang) or locale("en")
    try:
        return loc.plural_form(abs(count))
    except (TypeError, ValueError):
        return "other"
