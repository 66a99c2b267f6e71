"""The truths of this chapter's lesson questions and ``ask=`` answers, computed live by the page's own code
(``ui/truth.py``: the setting they read; ``ui.lesson.answers`` finds :data:`TRUTHS` here)."""
from __future__ import annotations

from lm_core.lessons import Question

from ui.chapters.sentences.cache import bank_curves


def bank_static() -> float:
    """The cosine of the two "bank"s before any layer (``bank_static``)."""
    return float(bank_curves("minilm").static)


def bank_last_vs_static() -> str:
    """Which is larger: the two money "bank"s' cosine after the last layer (a) or before any layer (b)."""
    c = bank_curves("minilm")
    return "a" if float(c.ab[-1]) > float(c.static) else "b"


TRUTHS = {f.__name__: f for f in (bank_static, bank_last_vs_static)}

# How each truth is asked (what a lesson file's ``answer =`` picks by name: the teacher never types a kind, a
# range or a tolerance): its kind, what a student may answer, and how close counts as right.
QUESTIONS = {q.answer: q for q in (
    Question("number", "bank_static", lo=-1.0, hi=1.0, tol=0.05),
    Question("larger", "bank_last_vs_static"),
)}
