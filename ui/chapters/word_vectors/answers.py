"""The truths of this chapter's lesson questions and ``ask=`` answers, computed live by the page's own code
(``ui/truth.py``: the setting they read; ``ui.lesson.answers`` finds :data:`TRUTHS` here)."""
from __future__ import annotations

from lm_core.lessons import Question
from lm_core.vectors import word_vectors as wvm
from ui.chapters.word_vectors import cache
from ui.truth import setting


def _analogy(exclude: bool) -> str:
    res = wvm.analogy(cache.vectors(setting("wv_set", "glove")), setting("wv_a", "man"), setting("wv_b", "king"),
                      setting("wv_c", "woman"), exclude_inputs=exclude, k=6, cutoff=int(setting("wv_cut", 100_000)))
    return res.answer if res.answer in ("king", "queen", "woman", "man") else "other"


def king() -> str:
    """man : king :: woman : ? with the inputs allowed (``king``)."""
    return _analogy(False)


def king_excl() -> str:
    """The same analogy with the three inputs excluded."""
    return _analogy(True)


TRUTHS = {f.__name__: f for f in (king, king_excl)}

# How each truth is asked (what a lesson file's ``answer =`` picks by name: the teacher never types a kind, a
# range or a tolerance): its kind, what a student may answer, and how close counts as right.
QUESTIONS = {q.answer: q for q in (
    Question("choice", "king", options=("queen", "king", "woman", "man", "other"),
             literal=("queen", "king", "woman", "man")),
    Question("choice", "king_excl", options=("queen", "king", "woman", "man", "other"),
             literal=("queen", "king", "woman", "man")),
)}
