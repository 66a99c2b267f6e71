"""The one way a page shows a figure the book prints: always labelled as the book's, never as ours.

``ref(book.VAL_PPL_ADD1)`` gives "book: 11.642"; ``ref(fig, note="word2vec on text8")`` adds where the
book's number comes from when it was measured on something the app does not have; ``caption(...)`` puts
that under a metric or chart. Values come from ``lm_core.book``; pages never type them.
"""
from __future__ import annotations

import streamlit as st

from lm_core.book import BookFigure

from .i18n import t
from .numbers import localise_text


def ref(figure: BookFigure | str, note: str | None = None) -> str:
    """The labelled text for one book figure (or an already formatted group of them, written with
    ``ui.numbers.num`` by the caller). A figure's numbers follow the visitor's language (0.905 is 0,905 in
    Italian); its words stay as the chapter prints them."""
    value = localise_text(figure.printed) if isinstance(figure, BookFigure) else str(figure)
    return t("common.book_ref_note", value=value, note=note) if note else t("common.book_ref", value=value)


def caption(figure: BookFigure | str, note: str | None = None, where=st) -> None:
    """Show one book figure as a caption (on ``where``: a column, a container, or the page)."""
    where.caption(ref(figure, note))
