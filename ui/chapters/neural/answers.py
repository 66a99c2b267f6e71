"""The truths of this chapter's lesson questions and ``ask=`` answers, computed live by the page's own code
(``ui/truth.py``: the setting they read; ``ui.lesson.answers`` finds :data:`TRUTHS` here)."""
from __future__ import annotations

from lm_core.lessons import Question

import math

from ui.chapters.neural.cache import shipped_table
from ui.truth import bigram, setting


def _mlp_ppl(k: int) -> float:
    wl, data = bigram()
    return next((r["val_ppl"] for r in shipped_table(wl.digest, data) if r["k"] == k), math.nan)


def mlp_ppl() -> float:
    """The MLP's validation perplexity for the context the step sets (``mlp_ppl``, ``mlp_k``)."""
    return float(_mlp_ppl(int(setting("mlp_k", 3))))


def mlp_k1_vs_k8() -> str:
    """Which validation perplexity is larger: context 1 (a) or context 8 (b)."""
    return "a" if _mlp_ppl(1) > _mlp_ppl(8) else "b"


TRUTHS = {f.__name__: f for f in (mlp_ppl, mlp_k1_vs_k8)}

# How each truth is asked (what a lesson file's ``answer =`` picks by name: the teacher never types a kind, a
# range or a tolerance): its kind, what a student may answer, and how close counts as right.
QUESTIONS = {q.answer: q for q in (
    Question("number", "mlp_ppl", lo=1.0, hi=30.0, tol=0.1, relative=True),
    Question("larger", "mlp_k1_vs_k8"),
)}
