"""The truths of this chapter's lesson questions and ``ask=`` answers, computed live by the page's own code
(``ui/truth.py``: the setting they read; ``ui.lesson.answers`` finds :data:`TRUTHS` here)."""
from __future__ import annotations

from lm_core.lessons import Question

from ui.chapters.tokens.cache import SCHEMES, rows_by_scheme


def char_bpc() -> float:
    """Bits per character of the character model (``char_bpc``)."""
    return float(rows_by_scheme()["chars"]["bits_per_char"])


def _schemes(metric: str) -> str:
    rows = rows_by_scheme()
    return min(SCHEMES, key=lambda s: rows[s][metric])


def tok_low_ppl() -> str:
    """The cut with the lowest perplexity per token."""
    return _schemes("perplexity")


def tok_low_bpc() -> str:
    """The cut with the fewest bits per character."""
    return _schemes("bits_per_char")


TRUTHS = {f.__name__: f for f in (char_bpc, tok_low_ppl, tok_low_bpc)}

# How each truth is asked (what a lesson file's ``answer =`` picks by name: the teacher never types a kind, a
# range or a tolerance): its kind, what a student may answer, and how close counts as right.
QUESTIONS = {q.answer: q for q in (
    Question("number", "char_bpc", lo=0.0, hi=20.0, tol=0.3, unit="bits"),
    Question("choice", "tok_low_ppl", options=("chars", "words", "bpe512", "bpe2048")),
    Question("choice", "tok_low_bpc", options=("chars", "words", "bpe512", "bpe2048")),
)}
