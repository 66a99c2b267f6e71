"""A lesson alone (issue 25 §2): ``lesson=<id>&step=<n>`` opens the step's page set up as the step says, with a
panel above it: a progress line, the step's text, its question (answer, then reveal), what to notice, Back and Next;
after the last step a summary of the student's answers. Everything stays in the URL (``lesson``, ``step``, the
answers ``la`` and the revealed steps ``lr``), so a student can resume from the link.

``ui.lesson.page.run_page`` runs a page inside the lesson; with no lesson in the session or the link it only
runs the page (and registers none of the lesson's URL keys).
"""
from __future__ import annotations

import re
from typing import Callable

import streamlit as st

from lm_core.lessons import MAX_STEPS, AnswerError, Lesson, Question, Step, correct, parse_answer, text_key
from lm_core.lessons.catalogue import find

from .. import present, registry, state
from ..i18n import t
from ..numbers import num
from . import answers

LESSON, STEP, ANS, REV = "lesson", "step", "la", "lr"
OWN = (LESSON, STEP, ANS, REV)
_APPLIED = "_lesson_applied"          # the (lesson, step) whose setup this session has applied
_ERROR = "_lesson_error"              # the last refused answer's reason, per step
_ANS_RE = re.compile(r"(\d{1,2})~([^|~]{1,40})")


def _answers_ok(raw: str) -> bool:
    return raw == "" or all(_ANS_RE.fullmatch(part) for part in raw.split("|"))


def _revealed_ok(raw: str) -> bool:
    return raw == "" or all(p.isdigit() and 1 <= int(p) <= MAX_STEPS for p in raw.split(","))


def _own(key: str, default, **spec):
    """Register a lesson key only while it is in the link or set (a page without a lesson keeps its URL keys)."""
    if key in st.query_params or st.session_state.get(key, default) != default:
        state.url_state(key, default, **spec)
    return st.session_state.get(key, default)


def _known(lesson_id: str) -> bool:
    """A lesson id a link may name: a built-in lesson, this session's own, or one kept for a link (``opened``)."""
    return lesson_id == "" or (lesson_id.isidentifier() and find(lesson_id) is not None)


def register() -> tuple[Lesson, int] | None:
    """The lesson and step this session is on (step len+1 is the summary), registering their URL keys; or None."""
    lesson_id = _own(LESSON, "", max_len=40, valid=_known)
    if not lesson_id:
        return None
    lesson = find(lesson_id)
    if lesson is None:                   # a kept lesson this session can no longer read: back to the app
        leave()
        return None
    state.url_state(LESSON, "", max_len=40, valid=_known)
    state.url_state(STEP, 1, lo=1, hi=MAX_STEPS + 1)
    state.clamp(STEP, 1, len(lesson.steps) + 1)
    state.url_state(ANS, "", max_len=600, valid=_answers_ok)
    state.url_state(REV, "", max_len=60, valid=_revealed_ok)
    return lesson, int(st.session_state[STEP])


# ------------------------------------------------------------------------------------------- answers in the URL

def given() -> dict[int, str]:
    """The student's committed answers by step (raw text as the question accepts it)."""
    raw = st.session_state.get(ANS, "")
    return {int(m.group(1)): m.group(2) for m in (_ANS_RE.fullmatch(p) for p in raw.split("|") if p) if m}


def _store_answer(n: int, value: float | str) -> None:
    out = given()
    out[n] = repr(float(value)) if isinstance(value, float) else str(value)
    st.session_state[ANS] = "|".join(f"{k}~{v}" for k, v in sorted(out.items()))


def revealed() -> set[int]:
    raw = st.session_state.get(REV, "")
    return {int(p) for p in raw.split(",") if p.isdigit()}


def _reveal(step: Step, n: int) -> None:
    st.session_state[REV] = ",".join(str(k) for k in sorted(revealed() | {n}))
    for a in step.ask:
        present._reveal(a)


# --------------------------------------------------------------------------------------------- moving between

def start(lesson_id: str, n: int = 1) -> None:
    """Button callback: open ``lesson_id`` at step ``n`` (a fresh lesson forgets the previous one's answers)."""
    if st.session_state.get(LESSON) != lesson_id:
        st.session_state[ANS] = ""
        st.session_state[REV] = ""
    st.session_state[LESSON] = lesson_id
    go(n)


def go(n: int) -> None:
    """Button callback: move to step ``n``; its setup is applied on the next run, on its page."""
    st.session_state[STEP] = n
    st.session_state[_APPLIED] = None


def prepare(lesson_id: str | None, n: int) -> None:
    """Before the run that opens step ``n`` (from a callback, or a follower's fragment, never during a run): set what
    the style sheet at the top of that run draws (the hidden and locked controls), so that run is the only one
    (else ``_setup`` sees another step's sheet and reruns: two page runs per step for every follower)."""
    lesson = find(lesson_id or "")
    if lesson is None or not 1 <= n <= len(lesson.steps):
        return
    step = lesson.step(n)
    st.session_state[present.HIDE] = ",".join(step.hide)
    st.session_state[present.LOCK] = ",".join(step.lock)


def _go_to(n: int) -> None:
    """Button callback: ``go`` with the step's style sheet prepared."""
    go(n)
    prepare(st.session_state.get(LESSON), n)


def leave() -> None:
    """Button callback: back to the app as it is, without the lesson's setup."""
    for key in (LESSON, ANS, REV, present.ASK, present.HIDE, present.LOCK):
        st.session_state[key] = ""
    st.session_state[STEP] = 1
    st.session_state.pop(state._LOCKED, None)
    st.session_state.pop(_APPLIED, None)


def _apply(lesson: Lesson, n: int, step: Step) -> None:
    """Set the session up as step ``n`` says: its controls, what is hidden, locked and asked. A first run from a link
    keeps the values the link carries (the student's own knob moves when resuming)."""
    fresh = _APPLIED not in st.session_state
    done = revealed()
    st.session_state[present.ASK] = "" if n in done else ",".join(step.ask)
    st.session_state[present.HIDE] = ",".join(step.hide)
    st.session_state[present.LOCK] = ",".join(step.lock)
    st.session_state.pop(state._LOCKED, None)
    for key, value in step.state:
        if not (fresh and key in st.query_params):
            st.session_state[key] = value
    st.session_state[_APPLIED] = (lesson.id, n)


def _setup(lesson: Lesson, n: int, stem: str) -> None:
    """Open the step's page, and set it up once (rerunning only when what is hidden or locked changed, so the style
    sheet matches: a class following the teacher pays one page run per step, not two)."""
    if n > len(lesson.steps):
        return
    step = lesson.step(n)
    if stem != step.page:
        st.switch_page(registry.page(step.page), query_params=dict(st.query_params))
    if st.session_state.get(_APPLIED) != (lesson.id, n):
        drawn = (st.session_state.get(present.HIDE, ""), st.session_state.get(present.LOCK, ""))
        _apply(lesson, n, step)
        state.lock(step.lock)            # the step's locks hold from this run on
        if (st.session_state[present.HIDE], st.session_state[present.LOCK]) != drawn:
            st.rerun()                   # the style sheet present.setup drew is another step's: draw it again


# ------------------------------------------------------------------------------------------------- the panel

def title(lesson: Lesson) -> str:
    return t(text_key(lesson.id, None, "title"))


def option_label(lesson: Lesson, n: int, option: str) -> str:
    q = lesson.step(n).question
    return option if option in q.literal else t(text_key(lesson.id, n, f"opt.{option}"))


def shown(lesson: Lesson, n: int, value: float | str | None) -> str:
    """An answer or a truth as the page would write it: a localised number with its unit, or the option's label."""
    q = lesson.step(n).question
    if value is None:
        return t("lesson.summary.none")
    if q.kind == "number":
        text = num(float(value), ".3g")
        if q.unit == "percent":                      # "15.5%", "15,5%": as the pages and the chapters write it
            return text + "%"
        return f"{text}\u00a0{t('lesson.unit.' + q.unit)}" if q.unit else text
    return option_label(lesson, n, str(value))


def tolerance(q: Question) -> str:
    if q.relative:
        return f"± {num(100 * q.tol, 'g')}%"
    if q.unit == "percent":
        return f"± {num(q.tol, 'g')}%"
    return f"± {num(q.tol, 'g')}" + (f" {t('lesson.unit.' + q.unit)}" if q.unit else "")


def truth_of(lesson: Lesson, n: int) -> float | str | None:
    """The computed truth of step ``n``'s question, for the setting the step opens with (None for a poll: it has
    none, the class's answers are a distribution only)."""
    step = lesson.step(n)
    if step.question.kind == "poll":
        return None
    return answers.truth(step.question.answer, dict(step.state))


def progress(lesson: Lesson, n: int) -> None:
    total = len(lesson.steps)
    st.progress(min(n, total) / total, text=t("lesson.progress", title=title(lesson), k=min(n, total), n=total))


def answer_input(lesson: Lesson, n: int, q: Question, commit: Callable[[float | str], None] | None,
                 current: str | None, on_commit: Callable[[], None] | None = None, max_chars: int = 40) -> None:
    """The answer box (a text box for a number, radio buttons for a choice) and its Commit button (``on_commit``
    replaces the default callback, which parses the answer and passes it to ``commit``). ``max_chars``: what the box
    takes (a longer paste is not dropped by the browser: the commit says what is too long)."""
    key = f"lesson_in_{lesson.id}_{n}"
    if q.kind == "number":
        if key not in st.session_state and current is not None:
            st.session_state[key] = num(float(current), "g")
        st.text_input(t("lesson.number_label"), key=key, max_chars=max_chars,
                      help=t("lesson.number_help", lo=q.lo, hi=q.hi))
    else:
        labels = {o: option_label(lesson, n, o) for o in q.choices}
        if key not in st.session_state and current in labels:
            st.session_state[key] = current
        st.radio(t("lesson.question"), list(labels), format_func=labels.get, key=key, index=None,
                 label_visibility="collapsed")

    def parse_and_commit():
        errors = st.session_state.setdefault(_ERROR, {})
        try:
            value = parse_answer(q, st.session_state.get(key))
        except AnswerError as err:
            errors[(lesson.id, n)] = (err.code, err.params)
            return
        errors.pop((lesson.id, n), None)
        commit(value)

    st.button(t("lesson.commit"), key=f"lesson_commit_{lesson.id}_{n}", on_click=on_commit or parse_and_commit,
              type="primary",
              icon=":material/how_to_vote:")
    err = st.session_state.get(_ERROR, {}).get((lesson.id, n))
    if err is not None:
        st.error(t(err[0] if "." in err[0] else f"lesson.err.{err[0]}", **err[1]))


def verdict(lesson: Lesson, n: int, mine: float | str | None, truth: float | str | None) -> None:
    """The truth, the student's own answer beside it, right or not (a poll: the answer only, no truth)."""
    q = lesson.step(n).question
    if q.kind == "poll":
        if mine is not None:
            st.info(t("lesson.yours", answer=shown(lesson, n, mine)))
        return
    st.markdown(t("lesson.truth", truth=shown(lesson, n, truth)))
    if mine is not None:
        ok = correct(q, mine, truth)
        line = t("lesson.yours", answer=shown(lesson, n, mine)) + " · " + t("lesson.right" if ok else "lesson.wrong")
        if q.kind == "number" and q.tol:
            line += " " + t("lesson.within", tol=tolerance(q))
        (st.success if ok else st.warning)(line)


def notice(lesson: Lesson, n: int) -> None:
    st.markdown(f"**{t('lesson.notice')}** · " + t(text_key(lesson.id, n, "notice")))


def step_text(lesson: Lesson, n: int) -> None:
    st.subheader(t(text_key(lesson.id, n, "title")))
    st.markdown(t(text_key(lesson.id, n, "body")))


def _valid(q: Question, raw: str) -> bool:
    try:
        parse_answer(q, raw)
        return True
    except AnswerError:
        return False


def summary(lesson: Lesson) -> None:
    """After the last step: every question, the student's answer, the truth, right or not."""
    total = len(lesson.steps)
    mine = given()
    rows, right, asked = [], 0, 0
    for n, step in enumerate(lesson.steps, 1):
        q = step.question
        if q is None:
            continue
        truth = truth_of(lesson, n)
        value = parse_answer(q, mine[n]) if n in mine and _valid(q, mine[n]) else None
        ok = value is not None and correct(q, value, truth)
        poll = q.kind == "poll"                  # no truth: neither right nor wrong, not in the score
        asked += not poll
        right += ok
        rows.append({t("lesson.summary.col.step"): n, t("lesson.summary.col.question"): t(text_key(lesson.id, n, "q")),
                     t("lesson.summary.col.answer"): shown(lesson, n, value),
                     t("lesson.summary.col.truth"): shown(lesson, n, truth),
                     t("lesson.summary.col.right"): t("lesson.summary.none") if poll
                     else t("lesson.yes" if ok else "lesson.no")})
    with st.container(border=True, key="lesson_panel"):
        st.progress(1.0, text=t("lesson.progress", title=title(lesson), k=total, n=total))
        st.subheader(t("lesson.summary.header"))
        st.markdown(t("lesson.summary.score", right=right, n=asked))
        present.dataframe(rows, hide_index=True, width="stretch")
        c1, c2, c3 = st.columns(3)
        c1.button(t("lesson.back"), key="lesson_back", on_click=go, args=(total,), icon=":material/arrow_back:",
                  width="stretch")
        c2.button(t("lesson.restart"), key="lesson_restart", on_click=_restart, args=(lesson.id,),
                  icon=":material/replay:", width="stretch")
        c3.button(t("lesson.leave"), key="lesson_leave", on_click=leave, icon=":material/close:", width="stretch")


def _restart(lesson_id: str) -> None:
    st.session_state[ANS] = ""
    st.session_state[REV] = ""
    go(1)
