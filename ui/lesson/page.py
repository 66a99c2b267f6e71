"""A page inside a lesson: the shell's hook (:func:`run_page`), a lesson alone's panel, the start page's front door.

Above both ``ui.lesson.flow`` (a lesson alone: its URL keys, its steps, its questions) and ``ui.lesson.room`` (a
live class, which follows ``flow``'s steps): it draws either around the page.
"""
from __future__ import annotations

import streamlit as st

from lm_core.lessons import Lesson, parse_answer, text_key
from lm_core.lessons.catalogue import LESSONS

from ..i18n import t
from . import flow, opened, room


def alone(lesson: Lesson, n: int) -> bool:
    """The panel of a lesson alone. True if the page may be drawn under it (no prediction pending)."""
    step = lesson.step(n)
    q = step.question
    with st.container(border=True, key="lesson_panel"):
        flow.progress(lesson, n)
        flow.step_text(lesson, n)
        page_ok = True
        if q is None:
            flow.notice(lesson, n)
        else:
            st.markdown("**" + t("lesson.question") + "** · " + t(text_key(lesson.id, n, "q")))
            mine_raw = flow.given().get(n)
            mine = parse_answer(q, mine_raw) if mine_raw is not None and flow._valid(q, mine_raw) else None
            if n in flow.revealed():
                flow.verdict(lesson, n, mine, flow.truth_of(lesson, n))
                flow.notice(lesson, n)
            else:
                flow.answer_input(lesson, n, q, lambda v: flow._store_answer(n, v), mine_raw)
                if mine is not None:
                    st.markdown(t("lesson.committed", answer=flow.shown(lesson, n, mine)))
                    st.button(t("lesson.reveal"), key=f"lesson_reveal_{lesson.id}_{n}", on_click=flow._reveal,
                              args=(step, n), icon=":material/visibility:")
                else:
                    page_ok = False
                    st.caption(t("lesson.page_waits"))
        nav(lesson, n)
    return page_ok


def nav(lesson: Lesson, n: int) -> None:
    total = len(lesson.steps)
    c1, c2, c3, c4 = st.columns(4)
    c1.button(t("lesson.back"), key="lesson_back", disabled=n <= 1, on_click=flow._go_to, args=(n - 1,),
              icon=":material/arrow_back:", width="stretch")
    c2.button(t("lesson.next") if n < total else t("lesson.finish"), key="lesson_next", on_click=flow._go_to,
              args=(n + 1,),
              icon=":material/arrow_forward:", type="primary", width="stretch")
    c3.button(t("lesson.room.start"), key="room_start", on_click=opened.start_class, args=(lesson.id, n),
              help=t("lesson.room.start_help"), icon=":material/groups:", width="stretch")
    c4.button(t("lesson.leave"), key="lesson_leave", on_click=flow.leave, icon=":material/close:", width="stretch")


# ---------------------------------------------------------------------------------------------- the front door

def front_door() -> None:
    """The start page's list of lessons: title, what it covers, how many steps, and a Start button each (not while
    a lesson is on: its panel is the front door then)."""
    if st.session_state.get(flow.LESSON):
        return
    # One button high on the page (the chain rule's chart keeps the first screen); the lessons open from it.
    with st.popover(t("lesson.front.header"), icon=":material/school:", type="primary"):
        st.markdown("### " + t("lesson.front.header"))  # a heading in markdown: the page's subheaders stay its own
        st.markdown(t("lesson.front.intro"))
        room.join_box()
        opened.open_box()
        for lesson in LESSONS.values():
            with st.container(border=True):
                st.markdown(f"**{flow.title(lesson)}**")
                st.caption(t(text_key(lesson.id, None, "blurb")) + " · "
                           + t("lesson.front.steps", n=len(lesson.steps)))
                st.button(t("lesson.front.open"), key=f"lesson_start_{lesson.id}", on_click=flow.start,
                          args=(lesson.id,), icon=":material/school:", width="stretch")


# ------------------------------------------------------------------------------------------------- app.py's hook

def following() -> bool:
    """A student in a live room (``app.py`` then draws no *Share this view* panel: ``room.following``)."""
    return room.following()


def run_page(current, stem: str) -> None:
    """Run the page ``current`` (the chapter ``stem``), inside the lesson (alone or in a room) if one is on."""
    room.forget_cookie()
    view = room.register()
    if view is not None and view.room is not None:
        room.sync(view)
    opened.from_link()                   # a link to a kept lesson: read it before the flow checks the link's id
    where = flow.register()
    if view is not None:
        room.follow(view)                # first in the main area: its place never moves (room.follow)
    if where is not None:
        flow._setup(*where, stem)             # may switch the page or rerun: nothing is said before it
    if view is not None and view.problem:
        room.problem(view)
    room.note(view)
    opened.said()                        # a lesson that could not be opened (a file, a code, a link), said once
    if view is not None and view.problem == "unreachable" and view.room is None:
        return                           # in a room whose store is down, and nothing drawn yet: wait, reveal nothing
    if where is None:
        current.run()
        return
    lesson, n = where
    live = view is not None and view.room is not None and view.room.lesson == lesson.id
    if live and (view.room.ended or n > len(lesson.steps)):
        room.ended(view, lesson)
        return
    if n > len(lesson.steps):
        flow.summary(lesson)
        return
    page_ok = None
    if live:
        try:
            page_ok = (room.teacher_panel if view.teacher or view.display else room.student_panel)(view, lesson, n)
        except room.backend.StoreError as err:       # read before drawing: the lesson goes on alone, with a message
            room.problem(room.View(view.code, problem=err.code))
    if page_ok is None:
        page_ok = alone(lesson, n)
    if page_ok:
        current.run()
