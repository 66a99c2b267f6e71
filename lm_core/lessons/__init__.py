"""Lessons as data (issue 25 §1): a lesson is a short sequence of steps; each step opens one page set up by its URL
state, hides or locks controls, and may ask one question whose answer is computed live by the app (the answer id
names a function in ``ui/lesson/answers.py``; no answer is ever typed here).

Pure data and validation: no streamlit. A lesson is written in a file (``lm_core/lessons/lessonfile.py``, the
format in docs/lesson-files.md): the built-in ones are ``lm_core/lessons/builtin/*.toml``. Its texts, in every
language the file gives, travel with it (:attr:`Lesson.texts`), each under the part of a key derived from the lesson
id and the step number (:func:`text_key`), which ``ui.i18n.t`` finds there.
"""
from __future__ import annotations

import math
from dataclasses import dataclass, field
from types import MappingProxyType
from typing import Mapping

KINDS = ("number", "choice", "larger", "poll")
LARGER = ("a", "b")                       # the two options of a "which is larger" question
MAX_STEPS = 20                            # the most steps a lesson may have (a lesson file included)
MIN_STEPS, BUILTIN_MAX_STEPS = 6, 10      # what :func:`validate` holds a lesson of the app's own to
MIN_OPTIONS, MAX_OPTIONS = 2, 5
NICK_MAX = 20


class LessonError(ValueError):
    """A lesson that does not hold together (raised when the catalogue loads)."""


class AnswerError(ValueError):
    """A student's answer that does not fit its question; ``code`` names the reason (a string key's last part)."""

    def __init__(self, code: str, **params):
        super().__init__(code)
        self.code, self.params = code, params


@dataclass(frozen=True)
class Question:
    """One question. ``answer`` names the function that computes the truth (``ui/lesson/answers.py``).

    number: ``lo``..``hi`` bound what a student may type; right if within ``tol`` (absolute, or relative to the
    truth when ``relative``); ``unit`` is a string key's last part (``""`` for none).
    choice: ``options`` are 2-5 stable ids; the answer function returns one of them.
    larger: the answer function returns ``"a"`` or ``"b"``; the two quantities are named by the step's texts.
    poll: ``options`` are the teacher's 2-5 ids and there is no truth (``answer`` is ``""``): the class's answers
    are a distribution only, nobody is right or wrong."""

    kind: str
    answer: str
    options: tuple[str, ...] = ()
    lo: float = 0.0
    hi: float = 1e6
    tol: float = 0.0
    relative: bool = False
    unit: str = ""
    literal: tuple[str, ...] = ()                  # options shown as themselves (data, such as words of GloVe)

    @property
    def choices(self) -> tuple[str, ...]:
        return LARGER if self.kind == "larger" else self.options


@dataclass(frozen=True)
class Step:
    page: str
    state: tuple[tuple[str, object], ...] = ()     # URL keys and the values the step opens with
    hide: tuple[str, ...] = ()
    lock: tuple[str, ...] = ()
    ask: tuple[str, ...] = ()                      # page answers (ui/present.py ANSWERS) hidden until the reveal
    question: Question | None = None


@dataclass(frozen=True)
class Lesson:
    """``texts``: language -> the part of a text key after ``lesson.<id>.`` (``title``, ``3.body``,
    ``5.opt.below3``) -> the text, as its file gives it (left out of equality: two lessons are the same path through
    the pages whatever their words)."""

    id: str
    steps: tuple[Step, ...] = field(default_factory=tuple)
    texts: Mapping[str, Mapping[str, str]] = field(default_factory=lambda: MappingProxyType({}), compare=False,
                                                   hash=False, repr=False)

    def step(self, n: int) -> Step:
        """Step ``n`` (1-based)."""
        return self.steps[n - 1]


def text_key(lesson_id: str, n: int | None, part: str) -> str:
    """``lesson.<id>.<n>.<part>`` (a step's text) or ``lesson.<id>.<part>`` (the lesson's own)."""
    return f"lesson.{lesson_id}.{part}" if n is None else f"lesson.{lesson_id}.{n}.{part}"


def step_keys(lesson: Lesson, n: int) -> list[str]:
    """Every text key step ``n`` needs: title, body, notice, and the question's prompt and option labels."""
    step = lesson.step(n)
    keys = [text_key(lesson.id, n, p) for p in ("title", "body", "notice")]
    if step.question is not None:
        keys.append(text_key(lesson.id, n, "q"))
        keys += [text_key(lesson.id, n, f"opt.{o}") for o in step.question.choices if o not in step.question.literal]
    return keys


def validate(lesson: Lesson, answers: set[str] | frozenset[str], page_answers: dict[str, str],
             known_keys: set[str] | frozenset[str] | None = None) -> None:
    """Raise :class:`LessonError` unless the lesson is well formed: 6-10 steps on known pages, questions of a known
    kind naming a known answer function, 2-5 distinct choices, sane bounds, asked page answers on their own page,
    and (when ``known_keys`` is given) hidden/locked/state keys that exist. The known pages are those of
    ``page_answers`` (answer id -> page stem; the app passes its chapters' answers, and every chapter has one)."""
    pages = set(page_answers.values())
    if not lesson.id.isidentifier():
        raise LessonError(f"lesson id {lesson.id!r}")
    if not MIN_STEPS <= len(lesson.steps) <= BUILTIN_MAX_STEPS:
        raise LessonError(f"{lesson.id}: {len(lesson.steps)} steps, want {MIN_STEPS}-{BUILTIN_MAX_STEPS}")
    for n, s in enumerate(lesson.steps, 1):
        where = f"{lesson.id} step {n}"
        if s.page not in pages:
            raise LessonError(f"{where}: unknown page {s.page!r}")
        for a in s.ask:
            if page_answers.get(a) != s.page:
                raise LessonError(f"{where}: answer {a!r} is not on page {s.page!r}")
        if known_keys is not None:
            for k in (*s.hide, *s.lock, *(k for k, _ in s.state)):
                if k not in known_keys:
                    raise LessonError(f"{where}: unknown URL key {k!r}")
        q = s.question
        if q is None:
            continue
        if q.kind not in KINDS:
            raise LessonError(f"{where}: kind {q.kind!r}")
        if q.kind == "poll" and q.answer:
            raise LessonError(f"{where}: a poll has no truth")
        if q.kind != "poll" and q.answer not in answers:
            raise LessonError(f"{where}: no answer function {q.answer!r}")
        if q.kind in ("choice", "poll") and not (MIN_OPTIONS <= len(q.options) <= MAX_OPTIONS
                                       and len(set(q.options)) == len(q.options)):
            raise LessonError(f"{where}: {len(q.options)} options")
        if not set(q.literal) <= set(q.options):
            raise LessonError(f"{where}: literal options not among the options")
        if q.kind not in ("choice", "poll") and q.options:
            raise LessonError(f"{where}: options on a {q.kind} question")
        if q.kind == "number" and not (math.isfinite(q.lo) and math.isfinite(q.hi) and q.lo < q.hi and q.tol >= 0):
            raise LessonError(f"{where}: bounds")


def parse_answer(q: Question, raw) -> float | str:
    """A student's answer as the question's type, or :class:`AnswerError` (``empty``, ``not_number``,
    ``not_finite``, ``out_of_range`` with lo/hi, ``not_option``)."""
    if raw is None or (isinstance(raw, str) and not raw.strip()):
        raise AnswerError("empty")
    if q.kind == "number":
        if isinstance(raw, bool):
            raise AnswerError("not_number")
        try:
            value = float(raw.strip().replace(",", ".").replace("\u202f", "").replace("\xa0", "").replace(" ", "")
                          if isinstance(raw, str) else raw)
        except (TypeError, ValueError, OverflowError):
            raise AnswerError("not_number") from None
        if not math.isfinite(value):
            raise AnswerError("not_finite")
        if not q.lo <= value <= q.hi:
            raise AnswerError("out_of_range", lo=q.lo, hi=q.hi)
        return value
    if not isinstance(raw, str) or raw not in q.choices:
        raise AnswerError("not_option")
    return raw


def correct(q: Question, value: float | str, truth: float | str | None) -> bool:
    """True if ``value`` counts as right against the computed ``truth`` (a poll's answer never does: no truth)."""
    if q.kind == "poll" or truth is None:
        return False
    if q.kind != "number":
        return value == truth
    value, truth = float(value), float(truth)
    if not math.isfinite(truth):
        return False
    tol = q.tol * abs(truth) if q.relative else q.tol
    return abs(value - truth) <= tol + 1e-12


def error(q: Question, value: float | str, truth: float | str) -> float | None:
    """|answer - truth| for a number question, else None."""
    if q.kind != "number" or truth is None or not math.isfinite(float(truth)):
        return None
    return abs(float(value) - float(truth))


def clean_nickname(raw: str | None) -> str:
    """A nickname: trimmed, control characters dropped, at most 20 characters (it is shown as plain text)."""
    text = "".join(ch for ch in (raw or "") if ch.isprintable()).strip()
    return text[:NICK_MAX]


def summary(q: Question, values: list[float | str], truth: float | str) -> dict:
    """The class's result on one question: how many answered, the share right, the median error (numbers); a poll
    has no share right (``None``)."""
    n = len(values)
    right = sum(correct(q, v, truth) for v in values)
    errs = sorted(e for e in (error(q, v, truth) for v in values) if e is not None)
    median = None
    if errs:
        mid = len(errs) // 2
        median = errs[mid] if len(errs) % 2 else (errs[mid - 1] + errs[mid]) / 2
    share = right / n if n and q.kind != "poll" else None
    return {"n": n, "right": right, "share": share, "median_error": median}
