"""Numbers written the way the reader's language writes them.

English keeps Python's own output (2.4546, 32,033). Italian and Hungarian write a decimal comma and group
thousands with a space, as the chapters do (2,4546; 32 033; 22 713 216); the space is a no-break space
(U+00A0) so a number never wraps. Inside LaTeX math the comma is written ``{,}`` (a bare comma there is
punctuation and gets a space after it) and the group separator is a thin space ``\\,``.

Every number a page shows goes through here: :func:`num` for numbers formatted in code (metrics, table
cells, chart text labels), :class:`LocalFormatter` for the parameters of ``t()`` (``{x:.3f}`` in a
catalogue), :func:`separators` for plotly's axes and hover text. The pure functions take the language as an
argument; :func:`num` reads the visitor's language from ``ui.i18n``.
"""
from __future__ import annotations

import pandas as pd

from . import digits, i18n
from .digits import (MARKS, MATH_MARKS, NBSP, BookFigure, CldrMarks, LocalFormatter, MathMarks,  # noqa: F401
                     agree, fill, fmt, format_text, is_number, localise, plural_category, separators)

def num(value, spec: str = "", lang: str | None = None, math: bool = False) -> str:
    """A number shown on a page, in the visitor's language: ``num(2.45461, ".4f")`` is 2.4546 or 2,4546.

    Use it wherever code formats a number for display (``f"{x:.3f}"`` becomes ``num(x, ".3f")``).
    """
    if lang is None:
        lang = i18n.language()
    return fmt(value, spec, lang, math)


def localise_text(text: str, lang: str | None = None) -> str:
    """Every English-written number inside ``text`` rewritten for ``lang`` (by default the visitor's):
    ``ui.digits.localise_text``."""
    return digits.localise_text(text, i18n.language() if lang is None else lang)


def frame(df, lang: str | None = None, group: bool = False):
    """A table for ``st.dataframe``/``st.table`` whose float cells are written for the language.

    English gets the DataFrame itself, unchanged. Italian and Hungarian get a pandas Styler that only changes how
    the float columns are displayed (``0.208`` -> ``0,208``, the digits as English shows them): the data under it
    stays numeric, so sorting a column and reading ``.value`` in a test still see numbers.

    ``group``: the integer columns too are written with the language's thousands separator, in every language
    (``1,621,177``, ``1 621 177``), as a caption beside the table writes the same counts (``{n:,}``)."""
    if lang is None:
        lang = i18n.language()
    english = lang == "en" or lang not in MARKS
    if english and not group:
        return df
    if not (df.columns.is_unique and df.index.is_unique):      # a Styler needs unique labels
        return df
    floats = [c for c in df.columns if pd.api.types.is_float_dtype(df[c])]
    ints = [c for c in df.columns if group and pd.api.types.is_integer_dtype(df[c])
            and not pd.api.types.is_bool_dtype(df[c])]
    if not ints and (english or not floats):
        return df
    style = df.style
    if floats:      # a Styler writes every cell: the floats with the digits English shows (English's own, too)
        style = style.format(lambda v: localise(str(float(v)), lang), subset=floats)
    if ints:
        style = style.format(lambda v: fmt(int(v), ",", lang), subset=ints)
    return style


def _cell(value: float, lang: str) -> str:
    """A float cell as the grid shows it: at most four decimals (``0.0412``, ``2.4546``, ``8.0``), a nonzero
    number too small for them in three significant digits (``1.2e-09``), an empty cell (NaN) empty."""
    if value != value:
        return ""
    if value == 0 or abs(value) >= 1e-4:
        return localise(str(round(value, 4)), lang)
    return localise(format(value, ".3g"), lang)


def written(df, lang: str | None = None, group: bool = False):
    """A copy of ``df`` whose float cells (and with ``group`` its integer cells) are text in ``lang``, at most four
    decimals as the grid shows them (``0.208`` / ``0,208``; ``1,621,177`` / ``1 621 177``): for ``st.table``,
    which draws a number with its own digits and ignores a grid's formatting."""
    if lang is None:
        lang = i18n.language()
    out = df.copy()
    for c in df.columns:
        column = df[c]
        if pd.api.types.is_float_dtype(column):
            out[c] = [_cell(float(v), lang) for v in column]
        elif group and pd.api.types.is_integer_dtype(column) and not pd.api.types.is_bool_dtype(column):
            out[c] = [fmt(int(v), ",", lang) for v in column]
    return out


def formatter(spec: str, lang: str | None = None):
    """``num`` with the language fixed now: for a widget's ``format_func``, which may be called after the script
    run (AppTest serialises a select_slider's value with it), when the visitor's language can no longer be read."""
    if lang is None:
        lang = i18n.language()
    return lambda value: fmt(value, spec, lang)
