"""The truths of this chapter's lesson questions and ``ask=`` answers, computed live by the page's own code
(``ui/truth.py``: the setting they read; ``ui.lesson.answers`` finds :data:`TRUTHS` here)."""
from __future__ import annotations

from lm_core.lessons import Question

import numpy as np

from lm_core.attention import attention as att
from lm_core.attention import attention_algebra as alg
from ui.truth import setting


def _toy():
    d = int(setting("at_d", 6))
    cfg = att.ToyConfig(d=d, k=min(int(setting("at_k", 3)), d), seed=int(setting("at_seed", 0)))
    try:
        words = att.split_sentence(setting("at_sent", att.EXAMPLE))
    except att.SentenceError:
        words = att.split_sentence(att.EXAMPLE)
    return words, att.draw_toy(words, cfg)


def attn_rank() -> float:
    """The rank of M = (W^A)ᵀ W^B (``attn_rank``)."""
    _, toy = _toy()
    return float(np.linalg.matrix_rank(alg.bilinear_matrix(toy.WA, toy.WB)))


def causal_first() -> float:
    """With the causal mask, the weight the first word gives itself (as the page's mechanism tab computes it)."""
    _, toy = _toy()
    out = att.attend(toy.E, toy.WA, toy.WB, toy.WC, scale=bool(setting("at_scale", True)),
                     temperature=float(setting("at_temp", 1.0)), causal=True)
    return float(out.alpha[0, 0])


def temp_low_vs_high() -> str:
    """Which is larger: the first word's largest weight at temperature 0.2 (a) or at 5 (b)."""
    _, toy = _toy()
    top = [float(att.attend(toy.E, toy.WA, toy.WB, toy.WC, temperature=tau).alpha[0].max()) for tau in (0.2, 5.0)]
    return "a" if top[0] > top[1] else "b"


TRUTHS = {f.__name__: f for f in (attn_rank, causal_first, temp_low_vs_high)}

# How each truth is asked (what a lesson file's ``answer =`` picks by name: the teacher never types a kind, a
# range or a tolerance): its kind, what a student may answer, and how close counts as right.
QUESTIONS = {q.answer: q for q in (
    Question("number", "attn_rank", lo=0.0, hi=16.0, tol=0.0),
    Question("number", "causal_first", lo=0.0, hi=1.0, tol=0.05),
    Question("larger", "temp_low_vs_high"),
)}
