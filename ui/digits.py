"""Numbers written the way a language writes them, the language given: the pure half of ``ui.numbers``.

English keeps Python's own output (2.4546, 32,033). Italian and Hungarian write a decimal comma and group
thousands with a space (2,4546; 32 033); the space is a no-break space (U+00A0) so a number never wraps. Inside
LaTeX math the comma is written ``{,}`` and the group separator is a thin space ``\\,``.

This module takes the language as an argument and imports nothing of the app above it, so ``ui.i18n`` can format
the parameters of ``t()`` with it (:func:`format_text`). ``ui.numbers`` adds the functions that read the visitor's
language themselves (``num``, ``frame``, ...) and re-exports everything here.
"""
from __future__ import annotations

import numbers
import re
import string

from lm_core.book import BookFigure

from .grammar import agree
from .locale_marks import CldrMarks, MathMarks, plural_category  # noqa: F401  (plural_category: ui.i18n's)

NBSP = "\u00a0"
# (decimal mark, thousands separator) per language, from CLDR through Babel (ui/locale_marks.py); English is
# Python's own and is never rewritten. Italian groups with a no-break space as its chapter does (CLDR: ".").
MARKS = CldrMarks()
MATH_MARKS = MathMarks(MARKS)


def is_number(value) -> bool:
    """A real number a format spec applies to (ints, floats, numpy scalars; not bools used as flags)."""
    return isinstance(value, numbers.Real) and not isinstance(value, bool)


def localise(text: str, lang: str, math: bool = False) -> str:
    """Rewrite an English-formatted number (``"-32,033.50"``, ``"1.2e-05"``, ``"12.5%"``) for ``lang``.

    Only the marks change: the sign, the digits, ``e``, ``%``, ``inf`` and ``nan`` stay as Python wrote them.
    """
    if lang == "en" or lang not in MARKS:
        return text
    dec, group = (MATH_MARKS if math else MARKS)[lang]
    return "".join(dec if ch == "." else group if ch == "," else ch for ch in text)


def fmt(value, spec: str, lang: str, math: bool = False) -> str:
    """``format(value, spec)`` written for ``lang``; a non-number, or a number without a spec, is unchanged."""
    if not is_number(value) and getattr(value, "ndim", None) == 0 and hasattr(value, "item"):
        value = value.item()                       # a 0-d tensor or array: format its number
    out = format(value, spec) if spec else str(value)   # format(np.float32(0.1), "") widens it: 0.10000000149...
    return localise(out, lang, math) if spec and is_number(value) else out


def separators(lang: str) -> str:
    """plotly's ``layout.separators`` for ``lang``: the decimal mark, then the thousands separator."""
    dec, group = MARKS.get(lang, MARKS["en"])
    return dec + group


class LocalFormatter(string.Formatter):
    """``str.format`` whose numeric fields with a format spec follow ``lang``.

    ``{x:.3f}``, ``{n:,}``, ``{p:.1%}``, ``{v:.2e}`` are localised; a plain ``{n}`` (a seed, a year, a count
    written without a spec) is left as ``str(n)``. A field inside ``$...$`` gets the math marks.
    """

    def __init__(self, lang: str):
        super().__init__()
        self.lang = lang
        self._math = False
        self._top = None

    def vformat(self, format_string, args, kwargs):
        self._top = format_string
        return super().vformat(format_string, args, kwargs)

    def parse(self, format_string):
        top = format_string is self._top        # not a nested spec (Formatter parses every spec again)
        dollars = 0
        for literal, field, spec, conv in super().parse(format_string):
            if top:
                dollars += literal.count("$") - literal.count("\\$")
                self._math = dollars % 2 == 1
            yield literal, field, spec, conv

    def format_field(self, value, format_spec):
        if isinstance(value, BookFigure) and not format_spec:      # a book figure as printed: its numbers too
            return localise_text(value.printed, self.lang)
        return fmt(value, format_spec, self.lang, self._math)


def format_text(text: str, lang: str, params: dict) -> str:
    """``text.format(**params)`` for ``lang``: English goes through ``str.format`` itself (byte-identical)."""
    if lang == "en" or lang not in MARKS:
        return text.format(**params)
    return fill(LocalFormatter(lang), text, params)


def fill(formatter: LocalFormatter, text: str, params: dict) -> str:
    """``formatter.format(text, **params)``, and then each number agrees with the words around it
    (``ui.grammar.agree``: an Italian article before it, a Hungarian *a/az* before it and a suffix after it).
    Inside ``$...$`` nothing is changed."""
    formatter._top = text
    pieces = []                                    # [literal before, field as shown or None, inside math]
    for literal, field, spec, conv in formatter.parse(text):
        shown = None
        if field is not None:
            value, _ = formatter.get_field(field, (), params)
            value = formatter.convert_field(value, conv)
            if spec and "{" in spec:
                spec = string.Formatter().vformat(spec, (), params)
            shown = formatter.format_field(value, spec)
        pieces.append([literal, shown, formatter._math])
    for i, (before, shown, math) in enumerate(pieces):
        if shown is None or math:
            continue
        after = pieces[i + 1][0] if i + 1 < len(pieces) else ""
        before, after = agree(formatter.lang, before, shown, after)
        pieces[i][0] = before
        if i + 1 < len(pieces):
            pieces[i + 1][0] = after
    return "".join(literal + (shown or "") for literal, shown, _ in pieces)


_NUMBER_IN_TEXT = re.compile(r"(?<![\d.,])(?:\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+\.\d+)(?![\d]|,\d{3}(?!\d))")


def localise_text(text: str, lang: str) -> str:
    """Every English-written number inside ``text`` rewritten for ``lang`` (``"[0.208 0.109]"``,
    ``"king 0.693, wife 0.629"``, ``"1.81·10⁹"``): for text that is already made, such as a book figure as
    printed or a numpy array's repr. A comma followed by a space is punctuation, not a separator, and stays."""
    if lang == "en" or lang not in MARKS:
        return text
    return _NUMBER_IN_TEXT.sub(lambda m: localise(m.group(0), lang), text)
