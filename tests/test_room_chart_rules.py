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
