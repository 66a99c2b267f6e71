"""A lesson alone's panel, by the rules the README and the lesson pages state (ui/lesson/flow.py, ui/lesson/page.py):
a poll shows the student's own answer and no truth, nor right or wrong; a number question counted right within a
tolerance says so, and only then; a relative tolerance is a percentage; the answers and the revealed steps round-trip
through the URL (a lesson has at most 20 steps, README); Back goes one step back and is off on the first step; the
summary's Back, Start again and Leave do what they say; the summary names each question.

Cheap: the panel's functions are called outside a page run (their Streamlit calls recorded), or drawn alone by a
small AppTest script (no page under them)."""
from __future__ import annotations

import pytest
from streamlit.testing.v1 import AppTest

from lm_core.lessons import Lesson, Question, Step
from lm_core.lessons.catalogue import LESSONS
from ui.lesson import flow
from ui.strings import lesson as strings

EN = strings.EN
README_MAX_STEPS = 20            # README: "a lesson has at most 20 steps"


def _lesson(q: Question) -> Lesson:
    return Lesson(id="demo", steps=(Step(page="home", question=q),))


@pytest.fixture
def drawn(monkeypatch):
    """What the panel's functions hand Streamlit, as (call, text), outside a page run."""
    calls = []
    for kind in ("info", "markdown", "success", "warning"):
        monkeypatch.setattr(flow.st, kind, lambda text, *a, _k=kind, **kw: calls.append((_k, text)))
    return calls


def test_a_poll_shows_the_students_own_answer_and_no_truth(drawn):
    poll = _lesson(Question(kind="poll", answer="", options=("yes", "no"), literal=("yes", "no")))
    flow.verdict(poll, 1, "no", None)
    assert drawn == [("info", EN["lesson.yours"].format(answer="no"))]
    drawn.clear()
    flow.verdict(poll, 1, None, None)              # no answer given: nothing to show, and still no truth
    assert drawn == []


def test_right_within_a_tolerance_is_said_only_for_a_tolerance(drawn):
    exact = _lesson(Question(kind="number", answer="x", lo=0, hi=100, tol=0.0))
    flow.verdict(exact, 1, 27.0, 27.0)
    assert drawn[-1] == ("success", EN["lesson.yours"].format(answer="27") + " · " + EN["lesson.right"])
    drawn.clear()
    loose = _lesson(Question(kind="number", answer="x", lo=0, hi=100, tol=0.5))
    flow.verdict(loose, 1, 27.25, 27.0)
    assert drawn[-1] == ("success", EN["lesson.yours"].format(answer="27.2") + " · " + EN["lesson.right"] + " "
                         + EN["lesson.within"].format(tol="± 0.5"))


@pytest.mark.parametrize("tol, shown", [(0.07, "± 7%"), (0.125, "± 12.5%")])
def test_a_relative_tolerance_is_a_percentage(tol, shown):
    assert flow.tolerance(Question(kind="number", answer="x", tol=tol, relative=True)) == shown


def test_answers_and_revealed_steps_round_trip_through_the_url():
    import streamlit as st

    st.session_state[flow.ANS] = ""
    flow._store_answer(3, 2.5)
    flow._store_answer(12, "queen")
    flow._store_answer(3, 4.0)                    # a changed answer replaces the step's earlier one
    assert flow.given() == {3: "4.0", 12: "queen"}
    assert flow._answers_ok(st.session_state[flow.ANS])
    for raw, ok in [("1", True), ("1,20", True), (str(README_MAX_STEPS), True), ("0", False),
                    (str(README_MAX_STEPS + 1), False), ("", True), ("2,x", False)]:
        assert flow._revealed_ok(raw) is ok, raw


def _panel():
    import streamlit as st

    from lm_core.lessons.catalogue import LESSONS
    from ui.lesson import flow, page

    lesson = LESSONS[st.session_state["lesson"]]
    n = int(st.session_state["step"])
    if n > len(lesson.steps):
        flow.summary(lesson)
    else:
        page.nav(lesson, n)


def _at(lesson: str, step: int, **state) -> AppTest:
    at = AppTest.from_function(_panel, default_timeout=30)
    at.session_state["lesson"] = lesson
    at.session_state["step"] = step
    for k, v in state.items():
        at.session_state[k] = v
    at.run()
    assert not at.exception, [e.value for e in at.exception]
    return at


def test_back_goes_one_step_back_and_is_off_on_the_first():
    at = _at("counting", 3)
    assert not at.button(key="lesson_back").disabled
    at.button(key="lesson_back").click().run()
    assert at.session_state["step"] == 2
    at = _at("counting", 1)
    assert at.button(key="lesson_back").disabled
    assert at.button(key="room_start").help == EN["lesson.room.start_help"]    # what Start a class does


def test_the_summary_names_each_question_and_its_buttons_do_what_they_say():
    lesson = LESSONS["counting"]
    total = len(lesson.steps)
    at = _at("counting", total + 1, la="1~27.0", lr="1")
    assert at.get("progress")[0].proto.text == EN["lesson.progress"].format(
        title=lesson.texts["en"]["title"], k=total, n=total)           # the last step of all, done
    rows = at.dataframe[0].value
    asked = [n for n, s in enumerate(lesson.steps, 1) if s.question is not None]
    assert list(rows[EN["lesson.summary.col.question"]]) == [lesson.texts["en"][f"{n}.q"] for n in asked]
    at.button(key="lesson_back").click().run()                # back to the last step
    assert at.session_state["step"] == total
    at = _at("counting", total + 1, la="1~27.0", lr="1")
    at.button(key="lesson_restart").click().run()             # the first step, the answers forgotten
    assert at.session_state["step"] == 1 and at.session_state["la"] == "" and at.session_state["lr"] == ""
    assert at.session_state["lesson"] == "counting"
    at = _at("counting", total + 1, la="1~27.0", lr="1")
    at.button(key="lesson_leave").click().run()               # out of the lesson
    assert at.session_state["lesson"] == "" and at.session_state["la"] == ""


def _alone():
    from ui.lesson import flow, page

    where = flow.register()
    if where is not None:
        page.alone(*where)


def _link(**query) -> AppTest:
    at = AppTest.from_function(_alone, default_timeout=30)
    for k, v in query.items():
        at.query_params[k] = str(v)
    at.run()
    assert not at.exception, [e.value for e in at.exception]
    return at


def test_a_link_with_an_answer_to_each_of_twenty_steps_resumes_them_all():
    """README: a lesson has at most 20 steps, and the link keeps the answers; a committed number is stored as
    Python writes a float (up to 17 digits), so twenty of them make a long link, all kept; the step's box shows
    its own."""
    la = "|".join(f"{k}~{k / 7 + 1e-9!r}" for k in range(1, README_MAX_STEPS + 1))
    assert len(la) > 400
    at = _link(lesson="counting", step=2, la=la)
    assert at.session_state["la"] == la
    assert at.text_input(key="lesson_in_counting_2").value == f"{2 / 7 + 1e-9:g}"
    said = EN["lesson.committed"].format(answer=f"{2 / 7 + 1e-9:.3g}%")  # said back (the step asks a percentage)
    assert said in [m.value for m in at.markdown]


@pytest.mark.parametrize("key, value", [("la", "zz"), ("la", "1~2|x"), ("lr", "x"), ("lr", "0"),
                                        ("lr", str(README_MAX_STEPS + 1))])
def test_a_links_answers_or_revealed_steps_out_of_form_fall_back_to_none(key, value):
    at = _link(lesson="counting", step=2, **{key: value})
    assert at.session_state[key] == ""
    at = _link(lesson="counting", step=2)                       # none in the link: none
    assert at.session_state["la"] == "" and at.session_state["lr"] == ""


def test_a_choice_shows_its_options_by_their_labels_and_none_picked():
    lesson = LESSONS["words"]
    at = _link(lesson="words", step=2)
    radio = at.radio(key="lesson_in_words_2")
    assert radio.value is None                                   # nothing picked for the student
    q = lesson.step(2).question
    want = [o if o in q.literal else lesson.texts["en"][f"2.opt.{o}"] for o in q.choices]
    assert radio.options == want and "another word" in want


def test_the_progress_line_names_the_lesson_and_the_step():
    lesson = LESSONS["counting"]
    at = _link(lesson="counting", step=2)
    text = at.get("progress")[0].proto.text
    assert text == EN["lesson.progress"].format(title=lesson.texts["en"]["title"], k=2, n=len(lesson.steps))


def _front_door():
    from ui.lesson import page

    page.front_door()


def test_the_front_door_lists_every_lesson_and_opens_the_one_picked():
    at = AppTest.from_function(_front_door, default_timeout=30).run()
    assert not at.exception
    shown = [m.value for m in at.markdown]
    assert EN["lesson.front.intro"] in shown
    for lesson in LESSONS.values():
        assert f"**{lesson.texts['en']['title']}**" in shown
    at.button(key="lesson_start_words").click().run()
    assert not at.exception and at.session_state["lesson"] == "words" and at.session_state["step"] == 1
