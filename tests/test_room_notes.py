"""A store's refusal is said once, in the words of the screen that met it (ui/lesson/room.py ``note``): each refusal
its own sentence, a teacher's and a student's apart, nothing on the next run (issue 45: a rule tried on its first
use only, a code matched in the wrong case)."""
from __future__ import annotations

import pytest
from streamlit.testing.v1 import AppTest

from ui.strings import lesson as lesson_strings
from ui.strings import room as room_strings


def _screen(code: str, teacher: bool):
    import streamlit as st

    from ui.lesson import room

    if not st.session_state.get("_done"):
        st.session_state["_done"] = True
        st.session_state[room._NOTE] = code
        if teacher:
            st.session_state[room._KEY] = "k" * 20
    room.note(room.View("ABCDEFGHJK"))


SAID = {   # refusal -> (what a teacher's screen says, what a student's says)
    "forbidden": (lesson_strings.EN["lesson.room.forbidden"],) * 2,
    "is_closed": (lesson_strings.EN["lesson.room.is_closed"],) * 2,
    "round": (room_strings.EN["room.vote.refused_teacher"], room_strings.EN["room.vote.refused_student"]),
    "stale": (room_strings.EN["room.stale"],) * 2,
}


@pytest.mark.parametrize("code", sorted(SAID))
@pytest.mark.parametrize("teacher", [True, False], ids=["teacher", "student"])
def test_a_refusal_is_said_once_in_its_screens_words(code, teacher):
    at = AppTest.from_function(_screen, args=(code, teacher), default_timeout=30).run()
    assert not at.exception, [e.value for e in at.exception]
    shown = [e.value for e in (*at.warning, *at.info, *at.error)]
    assert shown == [SAID[code][0 if teacher else 1]], shown
    at.run()                                               # the next run: said once, not again
    assert not [e.value for e in (*at.warning, *at.info, *at.error)]


def _console_at_the_end():
    from lm_core.lessons.catalogue import LESSONS
    from ui.lesson import room

    room.ended(room.View("ABCDEFGHJK", teacher=True), LESSONS["counting"])


def test_a_console_whose_results_cannot_be_read_is_told_in_a_teachers_words(monkeypatch):
    """The class's results at the end need the store: when it is down the console says so in the words meant for a
    teacher (not a student's), and draws no table."""
    from lm_core.lessons import store as backend
    from ui.lesson import room

    def store_down(view, lesson):
        raise backend.Unreachable("the store is down")

    monkeypatch.setattr(room, "results", store_down)      # AppTest runs the script in this process
    at = AppTest.from_function(_console_at_the_end, default_timeout=30).run()
    assert not at.exception, [e.value for e in at.exception]
    assert [w.value for w in at.warning] == [room_strings.EN["room.down.teacher"]]
    assert room_strings.EN["room.down.teacher"] != room_strings.EN["room.down.student"]
    assert not at.dataframe and not at.table
