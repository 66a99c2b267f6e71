"""The truths of this chapter's lesson questions and ``ask=`` answers, computed live by the page's own code
(``ui/truth.py``: the setting they read; ``ui.lesson.answers`` finds :data:`TRUTHS` here)."""
from __future__ import annotations

from lm_core.lessons import Question
from lm_core.counting.bigram import chain_rule
from lm_core.counting.name_check import NameInputError, check_name
from lm_core.metrics import perplexity
from ui.data import bigram_probs
from ui.truth import bigram, setting


def name_ppl() -> float:
    """The start page's perplexity of the typed name (``name_ppl``)."""
    wl, data = bigram()
    default = "emma" if not data.vocab.unknown("emma") else wl.words[0]
    try:
        word = check_name(setting("name", default), frozenset(data.vocab.itos))
    except NameInputError:
        word = check_name(default, frozenset(data.vocab.itos))
    fs = chain_rule(bigram_probs(wl.digest, 1.0, data), data.vocab, word)
    return float(perplexity(sum(f.surprisal for f in fs) / len(fs)))


TRUTHS = {f.__name__: f for f in (name_ppl,)}

# How each truth is asked (what a lesson file's ``answer =`` picks by name: the teacher never types a kind, a
# range or a tolerance): its kind, what a student may answer, and how close counts as right.
QUESTIONS = {q.answer: q for q in (
    Question("number", "name_ppl", lo=1.0, hi=1000.0, tol=0.25, relative=True),
)}
