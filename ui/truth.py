"""The setting a lesson's truth is computed for: the step's own controls over the session's (``ui.lesson.answers``).

Each chapter's ``answers.py`` computes its truths with the page's own cached functions, reading every control through
:func:`setting`, so the truth of a step's question is the truth of the setting the step opens with, whatever knob
was moved since.
"""
from __future__ import annotations

import contextvars

import streamlit as st

from .data import active_bigram_data, word_list

_OVERRIDES: contextvars.ContextVar[dict] = contextvars.ContextVar("lesson_answer_overrides", default={})


def setting(key: str, default):
    """A control's value: the step's own setting if it has one, else the session's, else the page's default."""
    over = _OVERRIDES.get()
    return over[key] if key in over else st.session_state.get(key, default)


def bigram():
    """The session's word list and its count table's data."""
    return word_list(), active_bigram_data()


class overridden:
    """``with overridden(state): ...``: :func:`setting` reads ``state`` (a step's URL state) first."""

    def __init__(self, state: dict | None):
        self.state = dict(state or {})

    def __enter__(self):
        self._token = _OVERRIDES.set(self.state)
        return self

    def __exit__(self, *exc):
        _OVERRIDES.reset(self._token)
        return False
