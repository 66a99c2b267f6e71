"""The truth of every lesson question, computed live by the same code the pages run (never typed).

Each chapter declares its truths in its own folder (``ui/chapters/<stem>/answers.py``: ``TRUTHS``, functions that
read the session's current setting through ``ui.truth.setting`` and call the page's own cached functions); they are
found here, not listed. The answers that ``ask=`` hides (a chapter's ``SPEC.answers``) come out exactly as the page
computes them, so a new seed or word list moves them. A number answer is a float; a choice is one of its question's
option ids; "which is larger" is ``"a"`` or ``"b"``.
"""
from __future__ import annotations

from typing import Callable

from ..registry import truths
from ..truth import overridden

ANSWERS: dict[str, Callable[[], float | str]] = truths()


def truth(answer_id: str, state: dict | None = None) -> float | str:
    """The computed answer ``answer_id`` for the session's setting, with ``state`` (a step's URL state) on top: the
    truth of a step's question is the truth of the setting the step opens with, whatever knob was moved since."""
    with overridden(state):
        return ANSWERS[answer_id]()
