"""Lessons as data (issue 25 §1): the catalogue validates, every text exists in three languages, answers parse
strictly, and grading and the class summary are right."""
import math

import pytest

from lm_core.lessons import (AnswerError, Lesson, LessonError, Question, Step, clean_nickname, correct,
                             parse_answer, step_keys, summary, text_key, validate)
from lm_core.lessons.catalogue import LESSONS
from ui.lesson.answers import ANSWERS
from ui.present import ANSWERS as PAGE_ANSWERS, known_keys
from ui.strings import lesson as strings


def test_four_lessons_of_six_to_ten_steps_validate():
    assert len(LESSONS) >= 4
    for lesson in LESSONS.values():
        validate(lesson, set(ANSWERS), PAGE_ANSWERS, known_keys() | {"ct_n", "ct_empty"})
        assert 6 <= len(lesson.steps) <= 10


def test_the_lessons_visit_every_page_and_use_every_kind():
    pages = {s.page for lesson in LESSONS.values() for s in lesson.steps}
    from ui.chapters import CHAPTERS

    assert pages == {c.stem for c in CHAPTERS}                   # every chapter, read from the one declaration
    kinds = {s.question.kind for lesson in LESSONS.values() for s in lesson.steps if s.question}
    assert kinds == {"number", "choice", "larger"}
    asked = {a for lesson in LESSONS.values() for s in lesson.steps for a in s.ask}
    assert asked == set(PAGE_ANSWERS), set(PAGE_ANSWERS) - asked       # every ask= answer is asked by a lesson


@pytest.mark.parametrize("lang", ["en", "it", "hu"])
def test_every_step_text_exists(lang):
    """Each built-in lesson's file gives every text its steps need, in the three languages (issue 47: a lesson's
    texts travel in its file, ``Lesson.texts``, under the part of their ``lesson.<id>.`` key)."""
    for lesson in LESSONS.values():
        texts = lesson.texts[lang]
        for part in ("title", "blurb"):
            assert texts.get(part, "").strip(), (lesson.id, part)
        for n in range(1, len(lesson.steps) + 1):
            for key in step_keys(lesson, n):
                part = key.removeprefix(text_key(lesson.id, None, ""))
                assert texts.get(part, "").strip(), key


def test_no_text_is_left_unused():
    for lesson in LESSONS.values():
        used = {"title", "blurb"} | {k.removeprefix(text_key(lesson.id, None, "")) for n in
                                     range(1, len(lesson.steps) + 1) for k in step_keys(lesson, n)}
        for lang, texts in lesson.texts.items():
            assert set(texts) == used, (lesson.id, lang, set(texts) ^ used)
    assert not {k for k in strings.EN if k.split(".")[1] in LESSONS}      # none left in the catalogue


def test_validation_refuses_bad_lessons():
    ok = Step("home")
    with pytest.raises(LessonError):
        validate(Lesson("short", (ok,) * 5), set(ANSWERS), PAGE_ANSWERS)
    with pytest.raises(LessonError):
        validate(Lesson("bad", (Step("nowhere"),) * 6), set(ANSWERS), PAGE_ANSWERS)
    with pytest.raises(LessonError):
        validate(Lesson("bad", (Step("home", question=Question("number", "typed_in")),) * 6), set(ANSWERS),
                 PAGE_ANSWERS)
    with pytest.raises(LessonError):
        validate(Lesson("bad", (Step("home", question=Question("choice", "king", options=("a",))),) * 6),
                 set(ANSWERS), PAGE_ANSWERS)
    with pytest.raises(LessonError):     # an asked page answer that sits on another page
        validate(Lesson("bad", (Step("home", ask=("king",)),) * 6), set(ANSWERS), PAGE_ANSWERS)
    with pytest.raises(LessonError):
        validate(Lesson("bad", (Step("home", hide=("no_such_key",)),) * 6), set(ANSWERS), PAGE_ANSWERS,
                 known_keys())


def test_number_answers_parse_strictly():
    q = Question("number", "name_ppl", lo=1.0, hi=100.0, tol=0.1, relative=True)
    assert parse_answer(q, "12.5") == 12.5
    assert parse_answer(q, "12,5") == 12.5                   # a decimal comma (Italian, Hungarian)
    assert parse_answer(q, " 1\u202f2 ") == 12.0             # a no-break space between digits
    for raw, code in [("", "empty"), ("  ", "empty"), (None, "empty"), ("abc", "not_number"), ("nan", "not_finite"),
                      ("inf", "not_finite"), ("-inf", "not_finite"), ("1e400", "not_finite"), ("0.5", "out_of_range"),
                      ("101", "out_of_range"), (True, "not_number"), ("<b>3</b>", "not_number")]:
        with pytest.raises(AnswerError) as err:
            parse_answer(q, raw)
        assert err.value.code == code, raw


def test_choice_answers_must_be_listed():
    q = Question("choice", "inf_loss", options=("below3", "above3", "infinite"))
    assert parse_answer(q, "infinite") == "infinite"
    for raw in ("INFINITE", "other", "", "a", 3, "infinite "):
        with pytest.raises(AnswerError):
            parse_answer(q, raw)
    larger = Question("larger", "alpha100_vs_1")
    assert parse_answer(larger, "b") == "b" and larger.choices == ("a", "b")
    with pytest.raises(AnswerError):
        parse_answer(larger, "c")


def test_grading_and_summary():
    q = Question("number", "x", lo=0, hi=100, tol=0.5)
    assert correct(q, 3.4, 3.0) and not correct(q, 3.6, 3.0) and not correct(q, 3.0, math.inf)
    rel = Question("number", "x", lo=0, hi=100, tol=0.1, relative=True)
    assert correct(rel, 10.9, 10.0) and not correct(rel, 11.1, 10.0)
    s = summary(q, [1.0, 3.0, 3.2, 10.0], 3.0)
    assert s == {"n": 4, "right": 2, "share": 0.5, "median_error": (0.2 + 2.0) / 2}
    c = Question("choice", "x", options=("a", "b", "c"))
    assert summary(c, ["a", "a", "b"], "a")["share"] == pytest.approx(2 / 3)
    assert summary(c, [], "a") == {"n": 0, "right": 0, "share": None, "median_error": None}


def test_nicknames_are_trimmed_and_capped():
    assert clean_nickname("  Ada  ") == "Ada"
    assert clean_nickname("x" * 50) == "x" * 20
    assert clean_nickname("a\nb\x00c") == "abc"
    assert clean_nickname(None) == ""
