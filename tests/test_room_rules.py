"""The live room's rules as the README states them (issue 44), each tested against the stated value written here, not
the module's constant, on both real backends (a SQLite file and a redis-server), across several questions and
several windows, at the boundaries, and on the refusal paths:

- a room lasts 12 hours;
- a student answers at most 8 times in a 10-second window (any question), and the next window starts afresh;
- one answer per student per question, changeable until the close, the latest kept;
- an answer has at most 40 characters, a nickname at most 20, a lesson at most 20 steps (a lesson file's);
- a console's one-time code has 8 characters, works once, for 2 minutes;
- only a console's key leads, and only from a screen that has seen the room's last action;
- nobody but a console sees the class's answers before the close;
- a number question counts an answer right within the tolerance the page shows, and wrong just beyond it."""
import re
import time

import pytest

from lm_core.lessons import correct
from lm_core.lessons import store as backend
from lm_core.lessons.catalogue import LESSONS

HOURS_12 = 12 * 3600
PER_WINDOW, WINDOW_S = 8, 10
VALUE_MAX, NICK_MAX, STEPS_MAX = 40, 20, 20
HANDOVER_LEN, HANDOVER_S = 8, 120


def test_a_room_lasts_twelve_hours(store):
    t0 = time.time()
    made = store.create("counting", now=t0)
    tok = store.join(made.code, now=t0)
    store.answer(made.code, tok, 1, "1.0", now=t0 + HOURS_12 - 60)            # a minute before the end: still open
    assert store.room(made.code, now=t0 + HOURS_12 - 1).code == made.code
    with pytest.raises(backend.RoomExpired):
        store.answer(made.code, tok, 2, "1.0", now=t0 + HOURS_12 + 1)
    with pytest.raises(backend.RoomExpired):
        store.room(made.code, now=t0 + HOURS_12 + 1)
    assert store.count(made.code, 1) == 0                                     # its answers went with it


def test_eight_answers_per_ten_seconds_in_every_window_over_any_question(store):
    made = store.create("counting")
    a, b = store.join(made.code), store.join(made.code)
    base = (int(time.time()) // WINDOW_S + 1) * WINDOW_S                        # the start of a window
    steps = (1, 2, 4)
    for w in range(3):                                                         # three windows, not only the first
        start = base + w * WINDOW_S
        for i in range(PER_WINDOW):                                            # spread over three questions
            store.answer(made.code, a, steps[i % 3], f"{w}{i}.0", now=start + i * (WINDOW_S - 1) / PER_WINDOW)
        with pytest.raises(backend.RateLimited):                               # the ninth, at the window's last second
            store.answer(made.code, a, 5, "infinite", now=start + WINDOW_S - 0.01)
        store.answer(made.code, b, 1, f"{w}.0", now=start + WINDOW_S - 0.01)   # another student is not slowed
    store.answer(made.code, a, 5, "infinite", now=base + 3 * WINDOW_S)         # the next window: accepted
    assert store.mine(made.code, a, 5) == "infinite"


def test_one_answer_per_student_per_question_the_latest_kept(store):
    made = store.create("counting")
    tokens = [store.join(made.code) for _ in range(3)]
    t = time.time()
    for n in (1, 2, 4):                                                        # several questions
        for k, tok in enumerate(tokens):
            for attempt in range(2):
                store.answer(made.code, tok, n, f"{n}{k}{attempt}.0", now=t)
                t += WINDOW_S                                                  # never rate-limited here
    room_key = made.key
    for n in (1, 2, 4):
        assert store.count(made.code, n) == 3
        assert sorted(store.values(made.code, room_key, n)) == sorted(f"{n}{k}1.0" for k in range(3))
    assert store.count(made.code, 3) == 0
    store.close(made.code, room_key, 2, "5.0")
    with pytest.raises(backend.QuestionClosed):
        store.answer(made.code, tokens[0], 2, "9.0", now=t)
    store.answer(made.code, tokens[0], 4, "9.0", now=t)                       # another question stays open
    assert store.mine(made.code, tokens[0], 2) == "201.0" and store.mine(made.code, tokens[0], 4) == "9.0"


def test_the_answer_bounds(store):
    made = store.create("counting")
    tok = store.join(made.code)
    t = time.time()
    store.answer(made.code, tok, 1, "x" * VALUE_MAX, "n" * NICK_MAX, now=t)
    store.answer(made.code, tok, STEPS_MAX, "1", now=t)
    for step, value, nick in ((1, "x" * (VALUE_MAX + 1), ""), (1, "1", "n" * (NICK_MAX + 1)), (STEPS_MAX + 1, "1", ""),
                              (0, "1", ""), (1, "", "")):
        with pytest.raises(backend.BadInput):
            store.answer(made.code, tok, step, value, nick, now=t)
    assert store.mine(made.code, tok, 1) == "x" * VALUE_MAX


def test_a_one_time_code_works_once_for_two_minutes(store):
    made = store.create("counting")
    t = time.time()
    code = store.handover(made.code, made.key, now=t)
    assert len(code) == HANDOVER_LEN and set(code) <= set(backend.ALPHABET)
    got = store.claim(code, now=t + HANDOVER_S - 1)                            # just inside the two minutes
    assert got.code == made.code and got.key != made.key and store.is_teacher(made.code, got.key)
    with pytest.raises(backend.Forbidden):
        store.claim(code, now=t + 1)                                           # spent
    late = store.handover(made.code, got.key, now=t)                           # a claimed console may hand on
    with pytest.raises(backend.Forbidden):
        store.claim(late, now=t + HANDOVER_S + 1)                              # just past the two minutes
    for who in (None, "", store.join(made.code), "made-up"):
        with pytest.raises(backend.Forbidden):
            store.handover(made.code, who)
    for bad in ("", "ABC", code.lower(), "X" * HANDOVER_LEN, None):
        with pytest.raises(backend.Forbidden):
            store.claim(bad)


def test_only_a_console_leads_and_only_from_an_up_to_date_screen(store):
    made, other = store.create("counting"), store.create("counting")
    student = store.join(made.code)
    second = store.claim(store.handover(made.code, made.key))
    for key in (None, "", student, other.key, made.key[:-1], second.key + "x"):
        for action in (lambda: store.set_step(made.code, key, 3), lambda: store.close(made.code, key, 2, "1"),
                       lambda: store.reopen(made.code, key, 2), lambda: store.end(made.code, key),
                       lambda: store.values(made.code, key, 2)):
            with pytest.raises(backend.Forbidden):
                action()
    v = store.room(made.code).version
    for step in (2, 3, 4):                                                    # each action moves the version on
        store.set_step(made.code, second.key if step % 2 else made.key, step, seen=v)
        v += 1
    for stale in (v - 1, v - 3, v + 1):                                        # a screen behind (or ahead): refused
        for action in (lambda s=stale: store.set_step(made.code, made.key, 1, seen=s),
                       lambda s=stale: store.close(made.code, made.key, 4, "2.5", seen=s),
                       lambda s=stale: store.end(made.code, made.key, seen=s)):
            with pytest.raises(backend.Stale):
                action()
    room = store.room(made.code)
    assert (room.step, room.closed, room.ended, room.version) == (4, (), False, v)


def test_nobody_but_a_console_sees_answers_before_the_close(store):
    made = store.create("counting")
    tok = store.join(made.code)
    t = time.time()
    for n in (1, 2, 4):
        store.answer(made.code, tok, n, f"{n}.0", now=t)
        with pytest.raises(backend.QuestionOpen):
            store.closed_values(made.code, n)
    store.close(made.code, made.key, 2, "3.0")
    assert store.closed_values(made.code, 2) == ["2.0"]
    for n in (1, 4):
        with pytest.raises(backend.QuestionOpen):
            store.closed_values(made.code, n)
    store.reopen(made.code, made.key, 2)
    with pytest.raises(backend.QuestionOpen):
        store.closed_values(made.code, 2)


def _shown_tolerance(q, truth: float) -> float:
    """The tolerance as the page writes it (``flow.tolerance``: "± 25 %" of the truth, or "± 5 ..."), read back."""
    from ui.lesson import flow
    text = flow.tolerance(q)
    number = float(re.search(r"±\s*([0-9.,]+)", text).group(1).replace(",", "."))
    return abs(truth) * number / 100 if "%" in text and q.relative else number


@pytest.mark.parametrize("lesson_id,n", [(lid, n) for lid, lesson in LESSONS.items()
                                         for n, s in enumerate(lesson.steps, 1)
                                         if s.question is not None and s.question.kind == "number"])
def test_right_within_the_shown_tolerance_and_wrong_just_beyond(lesson_id, n):
    q = LESSONS[lesson_id].step(n).question
    for truth in (q.lo + (q.hi - q.lo) * 0.3, q.lo + (q.hi - q.lo) * 0.71):   # two truths, not only one
        tol = _shown_tolerance(q, truth)
        assert correct(q, truth + tol * 0.999, truth) and correct(q, truth - tol * 0.999, truth)
        assert correct(q, truth, truth)
        beyond = tol * 1.001 + 1e-6
        assert not correct(q, truth + beyond, truth) and not correct(q, truth - beyond, truth)
