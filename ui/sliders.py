"""Sliders whose numbers are written in the page's language (issue 21 §9).

Streamlit's ``st.slider`` writes its value and its two bounds with a printf format (``%0.2f``), which only knows
the decimal point; its ``"localized"`` format follows the browser's locale, not the page's language, so an Italian
page on an English browser would still say 1.00. A select slider writes each option with its ``format_func``, and
``ui.numbers`` writes numbers in the page's language. So a float control is a select slider over its grid of values
(:class:`Grid`, drawn with :func:`number_slider`), and a select slider of numbers is drawn with :func:`choice_slider`.

The value the widget returns is still the float, so the session key, the URL key and the URL's value are what they
were (``ui.state.publish`` writes ``str(value)``: ``1.2``); English shows what ``st.slider`` showed (``1.00``).
A link's value off the grid (``1.03``) is refused like any invalid value (``Grid.on_grid`` is the key's ``valid``,
as the ``rnn_T`` slider refuses a length that is not a multiple of its step), and a value set by code off the grid
moves to the nearest grid value before the widget is drawn, so a select slider never meets a value it lacks.

The browser holds a select slider's value as its label, so after a language switch it sends the former language's
label (``2.50``), which the new labels (``2,50``) lack. The value still survives: ``url_state`` reads the key before
the widget is drawn, and Streamlit answers that read with the last run's labels (tests/test_i18n_decimals.py
switches the language under each kind of slider).
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable, Sequence

import streamlit as st

from .numbers import is_number, localise
from .i18n import language

TOLERANCE = 1e-9          # a float within this of a grid value is that value (0.30000000000000004 is 0.3)


def option_format(spec: str = "", lang: str | None = None) -> Callable[[Any], str]:
    """A select slider's ``format_func`` for numbers, in ``lang`` (the page's language, fixed now: AppTest formats
    the value after the run). ``spec`` ``""`` writes an option as Streamlit does by default (``str``: ``0.001``,
    ``1.0``, ``100.0``), so English is unchanged; Italian and Hungarian get the comma (``0,001``, ``1,0``)."""
    if lang is None:

        lang = language()
    return lambda value: localise(format(value, spec), lang) if is_number(value) else str(value)


@dataclass(frozen=True)
class Grid:
    """The values of a float slider, ``lo``, ``lo + step``, ... ``hi``, each written with ``spec`` (``.2f``: what
    ``st.slider``'s default format ``%0.2f`` wrote)."""

    lo: float
    hi: float
    step: float
    spec: str = ".2f"

    @property
    def values(self) -> tuple[float, ...]:
        n = round((self.hi - self.lo) / self.step)
        return tuple(round(self.lo + i * self.step, 10) for i in range(n + 1))

    def nearest(self, value: float) -> float:
        return min(self.values, key=lambda v: abs(v - value))

    def on_grid(self, value) -> bool:
        """True if ``value`` is one of the grid's values (within :data:`TOLERANCE`): a link's ``valid``."""
        return is_number(value) and abs(self.nearest(value) - value) <= TOLERANCE


def choice_slider(where, label: str, options: Sequence, *, key: str, spec: str = "",
                  format_func: Callable[[Any], str] | None = None, **kwargs):
    """``where.select_slider`` (``where``: ``st`` or a column) over numbers written in the page's language
    (:func:`option_format` with ``spec``, or ``format_func``). ``key`` is registered already (``url_state``/``Param``:
    see the module doc on a language switch)."""
    return where.select_slider(label, options, format_func=format_func or option_format(spec), key=key, **kwargs)


def number_slider(where, label: str, grid: Grid, *, key: str, **kwargs) -> float:
    """A slider over ``grid`` whose value and bounds are in the page's language: :func:`choice_slider` over the
    grid's values. A value off the grid is moved to the nearest grid value first."""
    value = st.session_state.get(key)
    if is_number(value) and value not in grid.values:
        st.session_state[key] = grid.nearest(value)
    return choice_slider(where, label, grid.values, key=key, spec=grid.spec, **kwargs)
