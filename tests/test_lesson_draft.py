"""The builder's draft (issue 47; lm_core/lessons/draft.py): steps added, moved and deleted as a teacher means them,
at most 20 steps (the limit docs/lesson-files.md states), and a draft becomes a lesson only through the loader, which
refuses it with the file's own reasons."""
from __future__ import annotations

import pytest

from lm_core.lessons import Question
from lm_core.lessons.draft import Draft, DraftFull, DraftStep, add, by_uid, delete, from_lesson, move, to_file
from lm_core.lessons.lessonfile import LessonFileError, load
from ui.lesson.world import world


def two_step_draft() -> Draft:
    d = Draft(lang="it", title="Due passi", blurb="Una prova")
    add(d, DraftStep("count_table", {"ct_alpha": 0.0}, lock=("ct_alpha",), ask=("inf_loss",), answer="inf_loss",
                     title="Nessuno smoothing", question="Quanto vale la loss?",
                     options={"below3": "sotto 3", "above3": "sopra 3", "infinite": "infinita"},
                     notice="Una cella *vuota* basta."))
    add(d, DraftStep("home", {"name": "anna"}, poll=("Il grafico", "La tabella"), title="Sondaggio",
                     question="Che cosa ti ha sorpreso?"))
    return d


def test_a_draft_loads_as_the_lesson_it_describes():
    lesson = load(to_file(two_step_draft()), world(), "mine")
    first, second = lesson.steps
    assert (first.page, dict(first.state), first.lock, first.ask) == ("count_table", {"ct_alpha": 0.0},
                                                                        ("ct_alpha",), ("inf_loss",))
    assert first.question == Question("choice", "inf_loss", options=("below3", "above3", "infinite"))
    assert second.question.kind == "poll" and len(second.question.options) == 2 and second.question.answer == ""
    assert lesson.texts["it"]["2.opt." + second.question.options[1]] == "La tabella"
    assert list(lesson.texts) == ["it"] and lesson.texts["it"]["1.notice"] == "Una cella *vuota* basta."


def test_a_draft_back_from_its_lesson_is_the_same_draft():
    d = two_step_draft()
    assert from_lesson(load(to_file(d), world(), "mine"), "it") == d


def test_moving_and_deleting_steps():
    d = Draft(title="x")
    for page in ("home", "count_table", "tokens"):
        add(d, DraftStep(page, title=page))
    assert move(d, 3, -1) == 2 and [s.page for s in d.steps] == ["home", "tokens", "count_table"]
    assert move(d, 1, -1) == 1 and [s.page for s in d.steps] == ["home", "tokens", "count_table"]     # held at the top
    assert move(d, 3, +1) == 3 and move(d, 1, +5) == 3 and [s.page for s in d.steps] == ["tokens", "count_table",
                                                                                          "home"]
    assert by_uid(d, 3).page == "tokens" and by_uid(d, 1).page == "home"     # a step keeps its uid as it moves
    delete(d, 2)
    assert [s.page for s in d.steps] == ["tokens", "home"] and by_uid(d, 2) is None
    with pytest.raises(IndexError):
        delete(d, 3)
    with pytest.raises(IndexError):
        move(d, 0, 1)
    assert [s.page for s in load(to_file(d), world(), "mine").steps] == ["tokens", "home"]


def test_twenty_steps_and_no_twenty_first():
    d = Draft(title="Long")
    for i in range(20):
        assert add(d, DraftStep("home", title=f"Step {i + 1}")) == i + 1
    assert len(load(to_file(d), world(), "mine").steps) == 20
    with pytest.raises(DraftFull):
        add(d, DraftStep("home", title="21"))
    assert len(d.steps) == 20
    d.steps.append(DraftStep("home", title="21"))          # past the builder's own check: the loader still refuses
    with pytest.raises(LessonFileError) as err:
        load(to_file(d), world(), "mine")
    assert err.value.code == "too_many_steps"


@pytest.mark.parametrize("change, code, field", [
    (lambda d: setattr(d.steps[0], "title", ""), "missing", "title"),
    (lambda d: setattr(d.steps[0], "question", ""), "missing", "question"),
    (lambda d: d.steps[0].options.update(below3=""), "missing", "option"),
    (lambda d: setattr(d.steps[1], "poll", ("only one",)), "poll_options", "poll"),
    (lambda d: setattr(d.steps[1], "body", "see [this](https://x.example)"), "text_markup", "body"),
    (lambda d: setattr(d.steps[0], "notice", "x" * 601), "text_too_long", "notice"),
    (lambda d: d.steps[0].state.update(ct_alpha=1e9), "not_choice", "state"),
    (lambda d: setattr(d, "title", ""), "missing", "title"),
])
def test_a_draft_is_refused_with_the_files_reasons(change, code, field):
    d = two_step_draft()
    change(d)
    with pytest.raises(LessonFileError) as err:
        load(to_file(d), world(), "mine")
    assert err.value.code == code and field in (err.value.params["path"] or (field,))[0]
