"""The class's chart on the projector (ui/lesson/room.py), by the rules its docstring states, drawn outside a page
run (the figure handed to Streamlit is captured): a count axis of whole students from zero with a tick every 1, 2,
5, 10, 20, 50... so that at most about six show; two votes' histograms share twenty bins across all the answers;
the truth's label sits above the plot, where it covers no bar."""
from __future__ import annotations

import pytest

from lm_core.lessons.catalogue import LESSONS
from ui.lesson import room


def _one_two_five(top: int) -> int:
    """The first of 1, 2, 5, 10, 20, 50, ... with at most six ticks up to ``top`` (written out here)."""
    k = 0
    while True:
        s = (1, 2, 5)[k % 3] * 10 ** (k // 3)
        if top / s <= 6:
            return s
        k += 1


@pytest.mark.parametrize("top", [1, 6, 7, 12, 13, 30, 31, 60, 61, 100, 120, 121, 300, 301, 600, 1200, 3000])
def test_the_count_axis_ticks_whole_students_from_zero(top):
    axis = room._int_ticks(top)
    assert axis["dtick"] == _one_two_five(top)
    assert axis["tick0"] == 0 and axis["tickformat"] == "d" and axis["rangemode"] == "tozero"


def test_two_votes_share_twenty_bins_and_the_truths_label_covers_no_bar(monkeypatch):
    figures = []
    monkeypatch.setattr(room.st, "plotly_chart", lambda fig, **kw: figures.append(fig))
    lesson = LESSONS["counting"]                     # step 2: a number (the empty cells' share)
    assert lesson.step(2).question.kind == "number"
    room.distribution(lesson, 2, 15.5, [["10.0", "12.0"], ["14.0", "30.0"]], students=2)
    fig = figures[0]
    assert len(fig.data) == 2
    for trace in fig.data:                           # the same twenty bins from the lowest answer to the highest
        assert trace.xbins.start == 10.0 and trace.xbins.size == pytest.approx((30.0 - 10.0) / 20)
    labels = [a for a in fig.layout.annotations if "truth" in a.text]
    assert len(labels) == 1
    assert labels[0].yref == "paper" and labels[0].y == 1 and labels[0].yanchor == "bottom"   # above the plot


def test_one_votes_choice_bars_mark_the_truths_bar_alone(monkeypatch):
    """One vote of a choice: the truth's bar has a colour of its own, every other bar the same other colour."""
    figures = []
    monkeypatch.setattr(room.st, "plotly_chart", lambda fig, **kw: figures.append(fig))
    lesson = LESSONS["counting"]
    q = lesson.step(5).question
    assert q.kind == "choice" and "infinite" in q.choices
    room.distribution(lesson, 5, "infinite", [["infinite", "below3", "infinite"]], students=3)
    colours = list(figures[0].data[0].marker.color)
    truth = colours[list(q.choices).index("infinite")]
    assert colours.count(truth) == 1 and len(set(colours)) == 2


def test_a_students_summary_lists_every_question_and_judges_the_second_vote(tmp_path, monkeypatch):
    """The phone's summary at the class's end: a row per question (none for a step without one), the student's
    first answer, the second vote's where the class voted twice (the one judged right or not), and the truth."""
    from lm_core.lessons import store as backend
    from ui.strings import lesson as lesson_strings, room as room_strings

    s = backend.SQLiteStore(tmp_path / "rooms.sqlite3")
    monkeypatch.setattr(room, "store", lambda: s)
    tables = []
    monkeypatch.setattr(room.present, "dataframe", lambda rows, **kw: tables.append(rows))
    lesson = LESSONS["counting"]          # step 2: a percentage within 5 points; step 5: a choice
    made = s.create("counting")
    code, key = made.code, made.key
    me = s.join(code)
    s.answer(code, me, 2, "30.0")                                    # first vote: wrong
    s.hold(code, key, 2)
    s.discuss(code, key, 2)
    s.second(code, key, 2)
    s.answer(code, me, 2, "15.5", vote=2)                            # second vote: right
    s.close(code, key, 2, "15.5")
    s.answer(code, me, 5, "below3")                                  # one vote only, wrong
    s.close(code, key, 5, "infinite")
    room._student_summary(room.View(code, token=me), lesson)
    rows = {r[lesson_strings.EN["lesson.summary.col.step"]]: r for r in tables[0]}
    assert sorted(rows) == [n for n, st in enumerate(lesson.steps, 1) if st.question is not None]
    col = lesson_strings.EN
    second = room_strings.EN["room.col.second_answer"]
    assert rows[2][col["lesson.summary.col.answer"]] == "30%" and rows[2][second] == "15.5%"
    assert rows[2][col["lesson.summary.col.truth"]] == "15.5%" and rows[2][col["lesson.summary.col.right"]] == "yes"
    assert rows[5][col["lesson.summary.col.answer"]] == lesson.texts["en"]["5.opt.below3"]
    assert rows[5][second] == col["lesson.summary.none"] and rows[5][col["lesson.summary.col.right"]] == "no"


def test_the_class_results_give_each_votes_count_share_right_and_median_error(tmp_path, monkeypatch):
    """The console's results (and its CSV): per question and vote, how many answered, the share right (within the
    step's 5 points) and the median distance to the truth (written out here with statistics.median)."""
    import statistics

    import streamlit as st

    from lm_core.lessons import store as backend

    s = backend.SQLiteStore(tmp_path / "rooms.sqlite3")
    monkeypatch.setattr(room, "store", lambda: s)
    made = s.create("counting")
    code, key = made.code, made.key
    a, b = s.join(code), s.join(code)
    s.answer(code, a, 2, "30.0")
    s.answer(code, b, 2, "10.0")
    s.hold(code, key, 2)
    s.second(code, key, 2)
    s.answer(code, a, 2, "15.5", vote=2)
    s.answer(code, b, 2, "20.0", vote=2)
    s.close(code, key, 2, "15.5")
    st.session_state[room._KEY] = key
    try:
        table = room.results(room.View(code), LESSONS["counting"]).set_index("step")
    finally:
        del st.session_state[room._KEY]
    row = table.loc[2]
    assert row["answered_1"] == 2 and row["answered_2"] == 2
    assert row["share_right_1"] == 0.0 and row["share_right_2"] == 1.0
    assert row["median_error_1"] == statistics.median([30.0 - 15.5, 15.5 - 10.0])
    assert row["median_error_2"] == statistics.median([0.0, 20.0 - 15.5])


def test_a_class_ended_before_the_close_tells_the_student_the_question_is_closed(tmp_path, monkeypatch):
    """The teacher ends the class while a question is open: no truth was stored, so the phone says the question is
    closed (no verdict, no page under the panel)."""
    from lm_core.lessons import store as backend
    from ui.strings import lesson as lesson_strings

    s = backend.SQLiteStore(tmp_path / "rooms.sqlite3")
    monkeypatch.setattr(room, "store", lambda: s)
    said = []
    monkeypatch.setattr(room.st, "info", lambda text, *a, **kw: said.append(text))
    made = s.create("counting")
    me = s.join(made.code)
    s.answer(made.code, me, 2, "20.0")
    s.end(made.code, made.key)
    view = room.View(made.code, room=s.room(made.code), token=me)
    assert room.student_panel(view, LESSONS["counting"], 2) is False
    assert said == [lesson_strings.EN["lesson.room.closed"]]
