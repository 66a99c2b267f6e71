"""A student's answer, parsed and graded (lm_core/lessons/__init__.py), at and around every bound and tolerance.

The rules, as the README and the lesson pages state them: a number question accepts any finite number from ``lo``
to ``hi`` (both included), written with a decimal point or comma and with spaces (also no-break ones) between
digits; it is right when it is within the tolerance of the computed truth (absolute, or relative to the truth);
a choice is one of its options, exactly; "which is larger" is ``a`` or ``b``. The class summary gives the number
who answered, the number and share right and the median error; a nickname is at most 20 printable characters.
The references here are written out in the tests (plain arithmetic, ``statistics.median``), never read from the
module."""
from __future__ import annotations

import math
import statistics
from fractions import Fraction

import pytest
from hypothesis import assume, example, given, settings, strategies as st
from tests.conftest import examples

from lm_core.lessons import (AnswerError, Lesson, LessonError, Question, Step, clean_nickname, correct, error,
                             parse_answer, summary, validate)

CHEAP = settings(max_examples=examples(60), deadline=None)
finite = st.floats(allow_nan=False, allow_infinity=False, min_value=-1e9, max_value=1e9)


def code_of(q, raw) -> str | None:
    try:
        parse_answer(q, raw)
    except AnswerError as e:
        return e.code
    return None


# ---------------------------------------------------------------------------------------------- parsing numbers


@CHEAP
@given(lo=finite, width=st.floats(min_value=1e-6, max_value=1e6), x=finite)
@example(lo=1.0, width=99.0, x=1.0)        # both bounds are included
@example(lo=1.0, width=99.0, x=100.0)
def test_a_number_is_accepted_exactly_within_its_bounds(lo, width, x):
    hi = lo + width
    assume(lo < hi)
    q = Question("number", "x", lo=lo, hi=hi)
    if lo <= x <= hi:
        assert parse_answer(q, x) == x
        assert parse_answer(q, repr(x)) == x                           # as typed, with a decimal point
        assert parse_answer(q, repr(x).replace(".", ",")) == x         # with a decimal comma (it, hu)
    else:
        with pytest.raises(AnswerError) as err:
            parse_answer(q, x)
        assert err.value.code == "out_of_range"
        assert err.value.params == {"lo": lo, "hi": hi}               # the message names the bounds


@pytest.mark.parametrize("lo, hi", [(0.0, 1.0), (1.0, 100.0), (-5.0, 5.0), (0.0, 1e6)])
def test_the_bounds_and_the_numbers_just_outside(lo, hi):
    q = Question("number", "x", lo=lo, hi=hi)
    assert parse_answer(q, lo) == lo and parse_answer(q, hi) == hi
    assert parse_answer(q, str(lo)) == lo and parse_answer(q, str(hi)) == hi
    for outside in (math.nextafter(lo, -math.inf), math.nextafter(hi, math.inf), lo - 1, hi + 1):
        assert code_of(q, outside) == "out_of_range"
        assert code_of(q, repr(outside)) == "out_of_range"
    inside = math.nextafter(lo, math.inf)
    assert parse_answer(q, inside) == inside


def test_a_default_number_question_spans_zero_to_a_million():
    q = Question("number", "x")
    assert parse_answer(q, "0") == 0.0 and parse_answer(q, "1000000") == 1e6
    assert code_of(q, "-0.001") == "out_of_range" and code_of(q, "1000000.5") == "out_of_range"


@pytest.mark.parametrize("raw, value", [
    ("12.5", 12.5), ("12,5", 12.5), ("  7 ", 7.0), ("1 234", 1234.0), ("1\xa0234,5", 1234.5),
    ("1\u202f234,5", 1234.5), ("-3", -3.0), ("+3", 3.0), ("1e2", 100.0), ("0", 0.0), (7, 7.0), (2.5, 2.5),
])
def test_numbers_as_students_type_them(raw, value):
    q = Question("number", "x", lo=-10.0, hi=2000.0)
    assert parse_answer(q, raw) == value
    assert isinstance(parse_answer(q, raw), float)


@pytest.mark.parametrize("raw, code", [
    (None, "empty"), ("", "empty"), ("   ", "empty"), ("\t\n", "empty"),
    ("abc", "not_number"), ("1.2.3", "not_number"), ("1,5,5", "not_number"), ("12a", "not_number"),
    (True, "not_number"), (False, "not_number"), ([1], "not_number"), ({}, "not_number"), (10 ** 400, "not_number"),
    ("nan", "not_finite"), ("inf", "not_finite"), ("-Infinity", "not_finite"), ("1e999", "not_finite"),
    (math.nan, "not_finite"), (math.inf, "not_finite"), (-math.inf, "not_finite"),
])
def test_what_is_not_a_finite_number_says_why(raw, code):
    assert code_of(Question("number", "x", lo=-1e9, hi=1e9), raw) == code


@CHEAP
@given(st.text(alphabet=st.characters(blacklist_categories=("Nd",), blacklist_characters="infatyINFATY"), max_size=8))
def test_text_without_a_digit_is_never_a_number(raw):
    q = Question("number", "x", lo=-1e9, hi=1e9)
    assert code_of(q, raw) in ("empty", "not_number")


# ---------------------------------------------------------------------------------------------- parsing choices


def test_a_choice_is_one_of_its_options_exactly():
    q = Question("choice", "x", options=("king", "queen", "man"))
    for o in ("king", "queen", "man"):
        assert parse_answer(q, o) == o
    for raw in ("King", " king", "king ", "a", "b", "kin", 0, 1.0, ("king",)):
        assert code_of(q, raw) == "not_option", raw
    for raw in (None, "", "  "):
        assert code_of(q, raw) == "empty"


def test_larger_is_a_or_b_whatever_options_say():
    q = Question("larger", "x")
    assert parse_answer(q, "a") == "a" and parse_answer(q, "b") == "b"
    for raw in ("A", "c", "ab", 1):
        assert code_of(q, raw) == "not_option"


# ---------------------------------------------------------------------------------------------- grading


def within(value, truth, tol, relative) -> bool:
    """The README's rule, in exact arithmetic: |answer - truth| <= tol (or tol * |truth|)."""
    v, t, tl = Fraction(value), Fraction(truth), Fraction(tol)
    return abs(v - t) <= (tl * abs(t) if relative else tl)


# values on a 1/64 grid: sums and products of them are exact in floats, so the boundary is the boundary
grid = st.integers(min_value=-64 * 200, max_value=64 * 200).map(lambda k: k / 64)
tols = st.integers(min_value=0, max_value=64 * 20).map(lambda k: k / 64)


@CHEAP
@given(value=grid, truth=grid, tol=tols, relative=st.booleans())
@example(value=10.5, truth=10.0, tol=0.5, relative=False)      # exactly at the absolute tolerance: right
@example(value=10.515625, truth=10.0, tol=0.5, relative=False)  # 1/64 past it: wrong
@example(value=-11.0, truth=-10.0, tol=0.1, relative=True)      # relative to |truth| when the truth is negative
def test_right_exactly_within_the_tolerance(value, truth, tol, relative):
    q = Question("number", "x", lo=-1e6, hi=1e6, tol=tol, relative=relative)
    assert correct(q, value, truth) == within(value, truth, tol, relative)
    assert error(q, value, truth) == abs(value - truth)


@pytest.mark.parametrize("truth", [8.0, -8.0, 0.25, 100.0])
def test_relative_tolerance_at_its_two_ends(truth):
    q = Question("number", "x", lo=-1e6, hi=1e6, tol=0.25, relative=True)     # 25 % of the truth
    span = abs(truth) / 4
    assert correct(q, truth + span, truth) and correct(q, truth - span, truth)
    assert not correct(q, truth + span * 1.001, truth) and not correct(q, truth - span * 1.001, truth)
    absolute = Question("number", "x", lo=-1e6, hi=1e6, tol=0.25)
    assert correct(absolute, truth + 0.25, truth) and not correct(absolute, truth + 0.2501, truth)


def test_zero_tolerance_wants_the_truth():
    q = Question("number", "x", lo=-1e6, hi=1e6, tol=0.0)
    assert correct(q, 3.0, 3.0) and not correct(q, 3.001, 3.0) and not correct(q, 2.999, 3.0)
    rel = Question("number", "x", lo=-1e6, hi=1e6, tol=0.5, relative=True)
    assert correct(rel, 0.0, 0.0) and not correct(rel, 0.001, 0.0)    # relative to a zero truth: exact


@pytest.mark.parametrize("truth", [math.inf, -math.inf, math.nan])
def test_no_answer_is_right_against_a_truth_that_is_not_finite(truth):
    q = Question("number", "x", lo=-1e6, hi=1e6, tol=1e9)
    assert not correct(q, 5.0, truth) and not correct(q, truth, truth)
    assert error(q, 5.0, truth) is None


def test_choices_are_right_only_when_equal():
    q = Question("choice", "x", options=("a", "b", "c"))
    assert correct(q, "b", "b") and not correct(q, "a", "b")
    assert error(q, "a", "b") is None
    larger = Question("larger", "x")
    assert correct(larger, "a", "a") and not correct(larger, "b", "a") and error(larger, "a", "b") is None


# ---------------------------------------------------------------------------------------------- the class summary


@CHEAP
@given(values=st.lists(grid, max_size=15), truth=grid, tol=tols)
def test_summary_counts_shares_and_median_error(values, truth, tol):
    q = Question("number", "x", lo=-1e6, hi=1e6, tol=tol)
    s = summary(q, values, truth)
    right = sum(1 for v in values if abs(v - truth) <= tol)
    assert s["n"] == len(values) and s["right"] == right
    assert s["share"] == (right / len(values) if values else None)
    assert s["median_error"] == (statistics.median(abs(v - truth) for v in values) if values else None)


def test_summaries_of_several_questions_do_not_mix():
    """The same answers graded on three questions: each its own truth and tolerance, every time."""
    a = Question("number", "x", lo=0, hi=100, tol=1.0)
    b = Question("number", "x", lo=0, hi=100, tol=0.1, relative=True)
    c = Question("choice", "x", options=("p", "q"))
    for _ in range(2):                                          # and again: nothing carried over
        assert summary(a, [9.0, 10.0, 12.0], 10.0) == {"n": 3, "right": 2, "share": 2 / 3, "median_error": 1.0}
        assert summary(b, [9.0, 10.0, 12.0, 30.0], 10.0) == {"n": 4, "right": 2, "share": 0.5,
                                                              "median_error": 1.5}
        assert summary(c, ["p", "q", "q", "q", "p"], "q") == {"n": 5, "right": 3, "share": 0.6,
                                                               "median_error": None}
        assert summary(a, [], 10.0)["share"] is None


# ---------------------------------------------------------------------------------------------- nicknames


@CHEAP
@given(st.text(max_size=40))
@example("x" * 20)
@example("x" * 21)
@example(" \x00 Ada\u200b \n")
def test_a_nickname_is_at_most_twenty_printable_characters(raw):
    out = clean_nickname(raw)
    printable = "".join(ch for ch in raw if ch.isprintable()).strip()
    assert out == printable[:20]
    assert len(out) <= 20 and all(ch.isprintable() for ch in out)
    assert out == out.strip() or len(printable) > 20


def test_nickname_boundaries():
    assert clean_nickname("y" * 20) == "y" * 20 and clean_nickname("y" * 21) == "y" * 20
    assert clean_nickname("  " + "z" * 19 + "  ") == "z" * 19
    assert clean_nickname("") == "" and clean_nickname(None) == ""


# ---------------------------------------------------------------------------------------------- lesson shape


PAGES = {"ans_home": "home", "ans_count": "count_table"}


def lesson_of(n_steps: int, **question) -> Lesson:
    q = Question(**question) if question else None
    return Lesson("l", tuple(Step("home", question=q) for _ in range(n_steps)))


@pytest.mark.parametrize("n, ok", [(5, False), (6, True), (8, True), (10, True), (11, False), (0, False)])
def test_a_lesson_has_six_to_ten_steps(n, ok):
    if ok:
        validate(lesson_of(n), {"f"}, PAGES)
    else:
        with pytest.raises(LessonError):
            validate(lesson_of(n), {"f"}, PAGES)


@pytest.mark.parametrize("k, ok", [(1, False), (2, True), (5, True), (6, False)])
def test_a_choice_has_two_to_five_options(k, ok):
    opts = tuple(f"o{i}" for i in range(k))
    les = lesson_of(6, kind="choice", answer="f", options=opts)
    if ok:
        validate(les, {"f"}, PAGES)
    else:
        with pytest.raises(LessonError):
            validate(les, {"f"}, PAGES)


@pytest.mark.parametrize("question", [
    dict(kind="choice", answer="f", options=("a", "a")),                    # repeated option
    dict(kind="number", answer="f", options=("a", "b")),                    # options on a number
    dict(kind="larger", answer="f", options=("a", "b")),
    dict(kind="number", answer="f", lo=5.0, hi=5.0),                        # lo == hi
    dict(kind="number", answer="f", lo=5.0, hi=1.0),
    dict(kind="number", answer="f", lo=-math.inf, hi=1.0),
    dict(kind="number", answer="f", lo=0.0, hi=math.nan),
    dict(kind="number", answer="f", tol=-0.1),
    dict(kind="guess", answer="f"),
    dict(kind="number", answer="g"),                                        # no such answer function
    dict(kind="choice", answer="f", options=("a", "b"), literal=("c",)),    # literal not an option
])
def test_malformed_questions_are_refused(question):
    with pytest.raises(LessonError):
        validate(lesson_of(6, **question), {"f"}, PAGES)


def test_well_formed_questions_pass():
    for question in (dict(kind="number", answer="f", lo=0.0, hi=1e-9, tol=0.0),
                     dict(kind="choice", answer="f", options=("a", "b"), literal=("a", "b")),
                     dict(kind="larger", answer="f")):
        validate(lesson_of(6, **question), {"f"}, PAGES)


@pytest.mark.parametrize("lesson_id, ok", [("counting", True), ("x1", True), ("1x", False), ("a-b", False),
                                           ("", False)])
def test_a_lesson_id_is_an_identifier(lesson_id, ok):
    les = Lesson(lesson_id, lesson_of(6).steps)
    if ok:
        validate(les, set(), PAGES)
    else:
        with pytest.raises(LessonError):
            validate(les, set(), PAGES)


def test_asked_answers_and_url_keys_belong_to_their_step():
    good = Lesson("l", tuple(Step("count_table", ask=("ans_count",), hide=("k",), lock=("k",), state=(("k", 1),))
                             for _ in range(6)))
    validate(good, set(), PAGES, known_keys={"k"})
    validate(good, set(), PAGES)                                     # keys not checked without a list
    for bad in (Step("home", ask=("ans_count",)), Step("home", hide=("z",)), Step("home", lock=("z",)),
                Step("home", state=(("z", 1),)), Step("nowhere")):
        with pytest.raises(LessonError):
            validate(Lesson("l", (bad,) + good.steps[1:]), set(), PAGES, known_keys={"k"})


def test_a_refusal_says_which_lesson_step_and_why():
    """The catalogue's author reads these: the lesson, the step counted from 1, and the reason."""
    good = Step("home")
    cases = [
        (Lesson("1x", (good,) * 6), "lesson id '1x'"),
        (Lesson("l", (good,) * 11), "l: 11 steps, want 6-10"),
        (Lesson("l", (good, good, Step("nowhere")) + (good,) * 3), "l step 3: unknown page 'nowhere'"),
        (Lesson("l", (good,) * 5 + (Step("home", question=Question("choice", "f", options=("a",))),)),
         "l step 6: 1 options"),
        (Lesson("l", (Step("home", question=Question("number", "f", lo=2.0, hi=1.0)),) + (good,) * 5),
         "l step 1: bounds"),
        (Lesson("l", (good, Step("home", ask=("ans_count",))) + (good,) * 4),
         "l step 2: answer 'ans_count' is not on page 'home'"),
        (Lesson("l", (good,) * 3 + (Step("home", question=Question("guess", "f")),) + (good,) * 2),
         "l step 4: kind 'guess'"),
        (Lesson("l", (Step("home", question=Question("number", "g")),) + (good,) * 5),
         "l step 1: no answer function 'g'"),
        (Lesson("l", (Step("home", question=Question("choice", "f", options=("a", "b"), literal=("c",))),)
                + (good,) * 5), "l step 1: literal options not among the options"),
        (Lesson("l", (Step("home", question=Question("larger", "f", options=("a", "b"))),) + (good,) * 5),
         "l step 1: options on a larger question"),
    ]
    for lesson, message in cases:
        with pytest.raises(LessonError) as err:
            validate(lesson, {"f"}, PAGES)
        assert str(err.value) == message
    with pytest.raises(LessonError) as err:
        validate(Lesson("l", (good, good, Step("home", hide=("zz",))) + (good,) * 3), {"f"}, PAGES, known_keys={"k"})
    assert str(err.value) == "l step 3: unknown URL key 'zz'"


def test_an_answer_error_is_its_code():
    with pytest.raises(AnswerError) as err:
        parse_answer(Question("number", "x", lo=0.0, hi=1.0), "5")
    assert str(err.value) == "out_of_range" and err.value.args == ("out_of_range",)
