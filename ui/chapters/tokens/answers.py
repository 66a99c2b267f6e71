"""The truths of this chapter's lesson questions and ``ask=`` answers, computed live by the page's own code
(``ui/truth.py``: the setting they read; ``ui.lesson.answers`` finds :data:`TRUTHS` here)."""
from __future__ import annotations

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
