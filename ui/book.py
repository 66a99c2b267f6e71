"""The one way a page shows a figure the book prints: always labelled as the book's, never as ours.

``ref(book.VAL_PPL_ADD1)`` gives "book: 11.642"; ``ref(fig, note="word2vec on text8")`` adds where the
book's number comes from when it was measured on something the app does not have; ``caption(...)`` puts
that under a metric or chart. Values come from ``lm_core.book``; pages never type them.
"""
from __future__ import annotations

import re

import streamlit as st

from lm_core.book import BookFigure

from .i18n import t
from .numbers import localise_text, num

# a figure printed as a bare number, in the chapter's own notation: "2.4546", "2,4254" (Hungarian), "32 033"
_BARE = re.compile(r"^-?\d{1,3}(?:[ ,]\d{3})*(?:[.,]\d+)?$|^-?\d+(?:[.,]\d+)?$")


def shown(figure: BookFigure) -> str:
    """A book figure as the reader's language writes it, with the digits the chapter prints: a bare number is
    written again from its value ("2,4254" in the Hungarian chapter is 2.4254 in English, 2,4254 in Italian;
    32 033 is 32,033 in English); anything else keeps its words, with its numbers localised."""
    printed = figure.printed
    if isinstance(figure.value, (int, float)) and _BARE.match(printed):
        if isinstance(figure.value, int):            # a whole number: any separator in it groups thousands
            return num(figure.value, "," if re.search(r"\d[ ,]\d{3}", printed) else "d")
        decimals = re.search(r"[.,](\d+)$", printed)  # a float: its last separator is the decimal mark
        return num(figure.value, f".{len(decimals.group(1)) if decimals else 0}f")
    return localise_text(printed)


def ref(figure: BookFigure | str, note: str | None = None) -> str:
    """The labelled text for one book figure (or an already formatted group of them, written with
    ``ui.numbers.num`` by the caller), in the reader's language (see :func:`shown`)."""
    value = shown(figure) if isinstance(figure, BookFigure) else str(figure)
    return t("common.book_ref_note", value=value, note=note) if note else t("common.book_ref", value=value)


def caption(figure: BookFigure | str, note: str | None = None, where=st) -> None:
    """Show one book figure as a caption (on ``where``: a column, a container, or the page)."""
    where.caption(ref(figure, note))
