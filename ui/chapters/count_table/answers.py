"""The truths of this chapter's lesson questions and ``ask=`` answers, computed live by the page's own code
(``ui/truth.py``: the setting they read; ``ui.lesson.answers`` finds :data:`TRUTHS` here)."""
from __future__ import annotations

from lm_core.lessons import Question

import math

from ui.chapters.count_table.cache import empty_cell_hits
from ui.chapters.count_table.cache import metrics_rows
from ui.truth import bigram


def empty_share() -> float:
    """Percentage of the count table's cells that are empty."""
    wl, data = bigram()
    zeros = empty_cell_hits(wl.digest, data)["zeros"]
    return 100.0 * zeros / data.N.numel()


def _val(alpha: float, model: str) -> float:
    wl, data = bigram()
    return next(r["loss"] for r in metrics_rows(wl.digest, alpha, data) if r["model"] == model and r["split"] == "val")


def inf_loss() -> str:
    """The count table's validation loss without smoothing (``inf_loss``), as a kind: finite or infinite."""
    loss = _val(0.0, "raw")
    return "infinite" if math.isinf(loss) else ("below3" if loss < 3 else "above3")


def smooth_loss() -> float:
    """Validation loss of the add-one table (α = 1)."""
    return float(_val(1.0, "smooth"))


def alpha100_vs_1() -> str:
    """Which validation loss is larger: α = 100 (a) or α = 1 (b)."""
    return "a" if _val(100.0, "smooth") > _val(1.0, "smooth") else "b"


TRUTHS = {f.__name__: f for f in (empty_share, inf_loss, smooth_loss, alpha100_vs_1)}

# How each truth is asked (what a lesson file's ``answer =`` picks by name: the teacher never types a kind, a
# range or a tolerance): its kind, what a student may answer, and how close counts as right.
QUESTIONS = {q.answer: q for q in (
    Question("number", "empty_share", lo=0.0, hi=100.0, tol=5.0, unit="percent"),
    Question("choice", "inf_loss", options=("below3", "above3", "infinite")),
    Question("number", "smooth_loss", lo=0.0, hi=20.0, tol=0.15, unit="nats"),
    Question("larger", "alpha100_vs_1"),
)}
