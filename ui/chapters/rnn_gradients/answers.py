"""The truths of this chapter's lesson questions and ``ask=`` answers, computed live by the page's own code
(``ui/truth.py``: the setting they read; ``ui.lesson.answers`` finds :data:`TRUTHS` here)."""
from __future__ import annotations

from lm_core.lessons import Question
from lm_core.rnn import rnn_jacobians as rj
from ui.chapters.rnn_gradients import cache as rc
from ui.chapters.rnn_gradients.sections import P
from ui.keys import seed
from ui.truth import setting


def grad100() -> str:
    """The RNN page's gradient norm at the far end (``grad100``), read as the page's own verdict."""
    def v(key):
        return setting(key, P[key].default)
    # the page's vanish_config, read through the step's setting (tests/test_lesson_app.py checks they agree)
    cfg = rj.RNNConfig(hidden=int(v("rnn_d")), length=int(v("rnn_T")), draw=v("rnn_draw"),
                       s=round(float(v("rnn_s")), 2), nonlin=v("rnn_nl"), input_scale=float(v("rnn_in")), seed=seed())
    res, _ = rc.curve(cfg)
    far = res.norms[-1]
    return "explodes" if far > 10 else "vanishes" if far < 1e-3 else "holds"


TRUTHS = {f.__name__: f for f in (grad100,)}

# How each truth is asked (what a lesson file's ``answer =`` picks by name: the teacher never types a kind, a
# range or a tolerance): its kind, what a student may answer, and how close counts as right.
QUESTIONS = {q.answer: q for q in (
    Question("choice", "grad100", options=("explodes", "holds", "vanishes")),
)}
