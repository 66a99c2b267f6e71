"""*Build a lesson* (issue 47): a sidebar expander, on every page, below *Share this view*.

A teacher adds the view they are looking at as a step (its page, the values of its controls, and the controls and
answers ticked in *Share this view* as hidden, locked or asked), with a question picked by name from the answers
its chapter declares (the app computes the truth) or a poll of their own options, and the step's texts in one
language. The steps can be moved and deleted; the lesson can be previewed alone, kept for a link, started as a live
class, or downloaded as a file. The draft (``lm_core/lessons/draft.py``) lives in this session only and survives
page switches; before any of those it is written as a file and read back by the loader, whose refusals are shown as
they would be for an upload (``ui/lesson/files.py``).

Like the share panel, it draws its content only while it is open (opening it reruns the page), so a visitor who
never opens it pays one expander per run.
"""
from __future__ import annotations

import dataclasses
import re
import unicodedata

import streamlit as st

from lm_core.lessons import Lesson, draft as drafts
from lm_core.lessons import library
from lm_core.lessons import catalogue
from lm_core.lessons.catalogue import LESSONS
from lm_core.lessons.draft import Draft, DraftStep
from lm_core.lessons.lessonfile import safe_text

from .. import registry, state
from ..i18n import LANGUAGES, language, t
from ..tabs import keep_widgets
from . import files, flow, opened
from .world import world

DRAFT = "_builder_draft"                # the draft (a Draft), in this session only
OPEN = "builder_open"                   # the expander
KEEP_OPEN = "_builder_keep_open"        # it was open on the last run (kept across a page switch)
NOTE = "_builder_note"                  # what the last action did (a string key), said once
STEP_TEXTS = ("builder_step_title", "builder_step_body", "builder_step_q", "builder_step_notice", "builder_poll")
WIDGETS = ("builder_lang", "builder_title", "builder_kind", "builder_answer", *STEP_TEXTS)
KINDS = ("none", "answer", "poll")


def draft() -> Draft:
    d = st.session_state.get(DRAFT)
    if d is None:
        d = st.session_state[DRAFT] = Draft(lang=language())
    return d


# ------------------------------------------------------------------------------------------------ the view

def current_view(stem: str) -> DraftStep:
    """The view as a step: its page, the controls this run registered that a lesson may set and whose value is not
    their default, and the share panel's hidden, locked and asked choices that belong to this page."""
    w = world()
    values = {}
    for key, default in state.registered().items():
        c = w.control(stem, key)
        if c is None or not c.settable:
            continue
        value = st.session_state.get(key, default)
        if value != default and type(value) in (bool, int, float, str):
            values[key] = value
    hide = tuple(k for k in st.session_state.get("share_hide", ()) if w.control(stem, k) is not None)
    lock = tuple(k for k in st.session_state.get("share_lock", ()) if w.control(stem, k) is not None and k not in hide)
    ask = tuple(a for a in st.session_state.get("share_ask", ()) if w.askable.get(a) == stem)
    return DraftStep(stem, values, hide, lock, ask)


def answers_of(stem: str) -> list[str]:
    """The answers a question on page ``stem`` may ask (its chapter's declarations), by name."""
    return sorted(a for a, (page, _) in world().questions.items() if page == stem)


def option_words(answer: str, lang: str) -> dict[str, str]:
    """Words for an answer's options, where a built-in lesson has them in ``lang`` (a teacher may change them)."""
    for lesson in LESSONS.values():
        for n, s in enumerate(lesson.steps, 1):
            if s.question is not None and s.question.answer == answer:
                words = lesson.texts.get(lang, {})
                return {o: words.get(f"{n}.opt.{o}", "") for o in s.question.choices if o not in s.question.literal}
    return {}


def _needs_words(answer: str) -> tuple[str, ...]:
    q = world().questions[answer][1]
    return tuple(o for o in q.choices if o not in q.literal)


def _kind_line(answer: str) -> str:
    q = world().questions[answer][1]
    if q.kind == "number":
        return t("builder.kind.number", lo=q.lo, hi=q.hi)
    if q.kind == "larger":
        return t("builder.kind.larger")
    return t("builder.kind.choice", n=len(q.choices))


# -------------------------------------------------------------------------------------------- the callbacks

def _add(stem: str, view: DraftStep) -> None:
    ss = st.session_state
    step = dataclasses.replace(view, state=dict(view.state))
    step.title = ss.get("builder_step_title", "")
    step.body = ss.get("builder_step_body", "")
    kind = ss.get("builder_kind", "none")
    if kind == "answer" and ss.get("builder_answer") in answers_of(stem):
        step.answer = ss["builder_answer"]
        step.options = {o: ss.get(f"builder_opt_{step.answer}_{o}", "") for o in _needs_words(step.answer)}
    elif kind == "poll":
        step.poll = tuple(line.strip() for line in ss.get("builder_poll", "").splitlines() if line.strip())
    if step.answer or step.poll:
        step.question = ss.get("builder_step_q", "")
    step.notice = ss.get("builder_step_notice", "")
    try:
        drafts.add(draft(), step)
    except drafts.DraftFull:
        ss[NOTE] = "builder.full"
        return
    for key in STEP_TEXTS:
        ss[key] = ""
    ss["builder_kind"] = "none"
    ss[NOTE] = "builder.added"


def _move(n: int, by: int) -> None:
    drafts.move(draft(), n, by)


def _delete(n: int) -> None:
    drafts.delete(draft(), n)


def _clear() -> None:
    st.session_state[DRAFT] = Draft(lang=st.session_state.get("builder_lang", language()))
    st.session_state["builder_title"] = ""


def _build_on(lesson_id: str) -> None:
    """Button callback: the lesson that is open (a built-in one too) becomes the draft, in the texts' language."""
    lesson = catalogue.find(lesson_id)
    if lesson is None:
        return
    lang = st.session_state.get("builder_lang", language())
    d = st.session_state[DRAFT] = drafts.from_lesson(lesson, lang)
    st.session_state["builder_lang"] = d.lang
    st.session_state["builder_title"] = d.title


def _preview(lesson: Lesson) -> None:
    opened.open_lesson(lesson)


def _keep_for_link(lesson: Lesson) -> None:
    opened.share(lesson)


def _start_class(lesson: Lesson) -> None:
    opened.keep(lesson)
    opened.start_class(lesson.id, 1)


def checked(d: Draft) -> tuple[Lesson | None, str | None]:
    """The draft through the loader: the lesson, or the loader's sentence."""
    return files.read(drafts.to_file(d), opened.DRAFT_ID)


def file_name(d: Draft) -> str:
    plain = "".join(c for c in unicodedata.normalize("NFKD", d.title.lower()) if not unicodedata.combining(c))
    slug = re.sub(r"[^a-z0-9]+", "-", plain).strip("-")[:40]
    return (slug or "lesson") + ".toml"


# ------------------------------------------------------------------------------------------------ the panel

def panel(stem: str) -> None:
    """The expander at the foot of the sidebar (after the page ran: the controls it registered are known)."""
    keep_widgets(WIDGETS)
    box = st.sidebar.expander(t("builder.title"), expanded=st.session_state.get(KEEP_OPEN, False),
                              icon=":material/construction:", key=OPEN, on_change="rerun")
    st.session_state[KEEP_OPEN] = box.open     # a page switch draws a new expander: it opens as the last one was
    if not box.open:
        return
    d = draft()
    ss = st.session_state
    with box:
        st.caption(t("builder.intro"))
        if "builder_lang" not in ss:
            ss["builder_lang"] = d.lang
        d.lang = st.selectbox(t("builder.lang"), list(LANGUAGES), key="builder_lang", format_func=LANGUAGES.get,
                              help=t("builder.lang_help"))
        if "builder_title" not in ss:
            ss["builder_title"] = d.title
        d.title = st.text_input(t("builder.lesson_title"), key="builder_title", max_chars=80)
        on = ss.get(flow.LESSON)
        if on and on != opened.DRAFT_ID and catalogue.find(on) is not None:
            st.button(t("builder.build_on"), key="builder_build_on", on_click=_build_on, args=(on,),
                      icon=":material/edit_note:", width="stretch", help=t("builder.build_on_help"))
        _add_form(stem, d)
        _steps(d)
        _output(d)


def _add_form(stem: str, d: Draft) -> None:
    ss = st.session_state
    step = current_view(stem)
    chapter = registry.BY_STEM[stem]
    st.markdown("**" + t("builder.add_header", page=t(chapter.title)) + "**")
    st.caption(t("builder.view", n=len(step.state)) + " · " + t("builder.hidden", n=len(step.hide)) + " · "
               + t("builder.locked", n=len(step.lock)) + " · " + t("builder.asked", n=len(step.ask))
               + "  \n" + t("builder.from_share", share=t("share.title")))
    st.text_input(t("builder.step_title"), key="builder_step_title", max_chars=80)
    st.text_area(t("builder.step_body"), key="builder_step_body", max_chars=1000, height=90)
    choices = answers_of(stem)
    kinds = [k for k in KINDS if k != "answer" or choices]
    if ss.get("builder_kind") not in kinds:
        ss["builder_kind"] = "none"
    labels = {k: t(f"builder.q.{k}") for k in kinds}       # (read now: a format_func may run outside the session)
    kind = st.radio(t("builder.question"), kinds, key="builder_kind", format_func=labels.get)
    if kind == "answer":
        if ss.get("builder_answer") not in choices:
            ss["builder_answer"] = choices[0]
        names = {a: t(f"builder.answer.{a}") for a in choices}
        answer = st.selectbox(t("builder.answer"), choices, key="builder_answer", format_func=names.get,
                              help=t("builder.answer_help"))
        st.caption(_kind_line(answer))
        defaults = option_words(answer, d.lang)
        for o in _needs_words(answer):
            key = f"builder_opt_{answer}_{o}"
            if key not in ss:
                ss[key] = defaults.get(o, "")
            st.text_input(t("builder.option", option=o), key=key, max_chars=80)
    elif kind == "poll":
        st.text_area(t("builder.poll"), key="builder_poll", height=90, help=t("builder.poll_help"))
    if kind != "none":
        st.text_input(t("builder.step_q"), key="builder_step_q", max_chars=300)
    st.text_area(t("builder.step_notice"), key="builder_step_notice", max_chars=600, height=70)
    full = len(d.steps) >= drafts.MAX_STEPS
    st.button(t("builder.add"), key="builder_add", on_click=_add, args=(stem, step), disabled=full,
              icon=":material/add:", type="primary", width="stretch")
    note = ss.pop(NOTE, None)
    if full or note == "builder.full":
        st.caption(t("builder.full", n=drafts.MAX_STEPS))
    elif note:
        st.caption(t(note, n=len(d.steps)))


def _steps(d: Draft) -> None:
    if not d.steps:
        st.caption(t("builder.empty"))
        return
    st.markdown("**" + t("builder.steps", n=len(d.steps)) + "**")
    for n, s in enumerate(d.steps, 1):
        with st.container(border=True):
            what = t("builder.q.none") if not (s.answer or s.poll) else \
                t(f"builder.answer.{s.answer}") if s.answer else t("builder.q.poll")
            st.markdown(f"{n}. " + (safe_text(s.title).strip() or "…"))
            st.caption(t(registry.BY_STEM[s.page].title) + " · " + what)
            c1, c2, c3, c4 = st.columns(4)
            c1.button("", key=f"builder_up_{n}", on_click=_move, args=(n, -1), disabled=n == 1,
                      icon=":material/arrow_upward:", help=t("builder.up"), width="stretch")
            c2.button("", key=f"builder_down_{n}", on_click=_move, args=(n, 1), disabled=n == len(d.steps),
                      icon=":material/arrow_downward:", help=t("builder.down"), width="stretch")
            c3.button("", key=f"builder_del_{n}", on_click=_delete, args=(n,), icon=":material/delete:",
                      help=t("builder.delete"), width="stretch")
            with c4.popover("", icon=":material/edit:", help=t("builder.edit"), width="stretch"):
                _edit_form(s)


def _edit_form(s: DraftStep) -> None:
    """A step's words, changed in place (its page, controls and question stay as they were taken)."""
    ss = st.session_state
    fields = [("title", st.text_input, t("builder.step_title"), 80),
              ("body", st.text_area, t("builder.step_body"), 1000)]
    if s.answer or s.poll:
        fields.append(("question", st.text_input, t("builder.step_q"), 300))
    fields.append(("notice", st.text_area, t("builder.step_notice"), 600))
    for part, widget, label, cap in fields:
        key = f"builder_e_{s.uid}_{part}"
        if key not in ss:
            ss[key] = getattr(s, part)
        widget(label, key=key, max_chars=cap, on_change=_edit, args=(s.uid, part))
    for o in s.options:
        key = f"builder_e_{s.uid}_opt_{o}"
        if key not in ss:
            ss[key] = s.options[o]
        st.text_input(t("builder.option", option=o), key=key, max_chars=80, on_change=_edit, args=(s.uid, f"opt_{o}"))
    if s.poll and not s.answer:
        key = f"builder_e_{s.uid}_poll"
        if key not in ss:
            ss[key] = "\n".join(s.poll)
        st.text_area(t("builder.poll"), key=key, on_change=_edit, args=(s.uid, "poll"))


def _edit(uid: int, part: str) -> None:
    step = drafts.by_uid(draft(), uid)
    if step is None:
        return
    value = st.session_state.get(f"builder_e_{uid}_{part}", "")
    if part == "poll":
        step.poll = tuple(line.strip() for line in value.splitlines() if line.strip())
    elif part.startswith("opt_"):
        step.options[part[4:]] = value
    else:
        setattr(step, part, value)


def _output(d: Draft) -> None:
    if not d.steps:
        return
    lesson, message = checked(d)
    if lesson is None:
        st.error(message, icon=":material/error:")
        return
    st.success(t("builder.ready", n=len(lesson.steps)), icon=":material/check_circle:")
    st.download_button(t("builder.download"), files.write(lesson).encode("utf-8"), file_name=file_name(d),
                       mime="application/toml", key="builder_download", icon=":material/download:",
                       width="stretch")
    st.button(t("builder.preview"), key="builder_preview", on_click=_preview, args=(lesson,),
              icon=":material/play_arrow:", width="stretch")
    st.button(t("builder.link"), key="builder_link", on_click=_keep_for_link, args=(lesson,),
              icon=":material/link:", width="stretch", help=t("builder.link_help", days=_days()))
    st.button(t("lesson.room.start"), key="builder_class", on_click=_start_class, args=(lesson,),
              icon=":material/groups:", width="stretch", help=t("lesson.room.start_help"))
    code = st.session_state.get(opened.SHARED)
    if code:
        st.markdown(t("builder.code", code=library.shown(code)))
        st.code(opened.link(code), language=None, wrap_lines=True)
    st.button(t("builder.clear"), key="builder_clear", on_click=_clear, icon=":material/delete_sweep:",
              width="stretch")


def _days() -> float:
    try:
        return library.ttl_from_env() / library.DAY
    except Exception:
        return float(library.DEFAULT_DAYS)
