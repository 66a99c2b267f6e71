"""The truths of this chapter's lesson questions and ``ask=`` answers, computed live by the page's own code
(``ui/truth.py``: the setting they read; ``ui.lesson.answers`` finds :data:`TRUTHS` here)."""
from __future__ import annotations

from ui.chapters.sentences.cache import bank_curves


def bank_static() -> float:
    """The cosine of the two "bank"s before any layer (``bank_static``)."""
    return float(bank_curves("minilm").static)


def bank_last_vs_static() -> str:
    """Which is larger: the two money "bank"s' cosine after the last layer (a) or before any layer (b)."""
    c = bank_curves("minilm")
    return "a" if float(c.ab[-1]) > float(c.static) else "b"


TRUTHS = {f.__name__: f for f in (bank_static, bank_last_vs_static)}
