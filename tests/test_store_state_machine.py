"""The live room's store as a state machine (issue 45), checked against a plain Python model of the room's rules, on
both real backends: a SQLite file and a real redis-server (the ``redis_url`` fixture).

Hypothesis drives random sequences of create, join, answer, close, reopen, set_step, end, handover and claim, with
a simulated clock ``now`` that moves forward (within a rate window, onto a window's edge, past two minutes, up to and
past the end of a room's 12 hours), valid and invalid inputs mixed (unknown tokens, tokens of another room, values
and nicknames one past their bound, steps out of range, stale or future versions, a student's token or another
room's key as a teacher key, spent, late and malformed one-time codes). After every operation the store must agree
with the model: a refused operation raises one of the exceptions the rules give for what is wrong with it and changes
nothing; an accepted one changes exactly what the rules say, and a teacher action bumps the room's version by one.

The model is written here from the rules as the README and the store's docstring state them; every number is a
literal below, none is read from the module:

- a room lasts 12 hours from its creation (still open at the 12 hours' mark, gone just after); then it and its
  answers are deleted;
- at most 8 answers per student in each fixed 10-second window ``int(now // 10)``, over all questions; a refused
  answer (for any reason but the rate) does not count;
- an answer has 1 to 40 characters, a nickname at most 20, a question's step is 1..20; the teacher's step 1..21
  (the summary after the last question);
- one answer per student per question, changeable until the question closes, the latest kept; answers to a closed
  question, and to any question once the class has ended, are refused;
- nobody but a console reads the answers before the close (``values`` needs a key, ``closed_values`` the close);
- only a console's key leads; an action from a screen that has not seen the room's last action is refused (Stale);
  each accepted teacher action (set_step, close, reopen, end) bumps the version by exactly 1;
- a question may be voted on twice: the teacher ends the first vote without revealing it (hold), may tell the class
  to discuss (only after the hold), and opens the second vote (after the hold, discussed or not); no third vote, and
  none of the three once the question is revealed (closed); each is a teacher action like the others (key, version);
- the first vote takes answers until it is held; the second only while it is open (refused before it opens, and
  after the reveal); a student's first answer is kept beside their second; only votes 1 and 2 exist; a reopened
  question opens the vote that was open last (the second if it had opened, else the first);
- after a reveal the phones show the class's answers only if the teacher's setting says so (off by default);
- a one-time console code has 8 characters from the alphabet without look-alikes (no 0/O, 1/I/L), works once, for
  2 minutes (still at the 120 s mark), and never past the room's end.

Teacher actions read the real clock for the room's expiry, so the model only runs them on rooms that are alive on the
simulated clock, which starts ahead of the real one (``START``). Where the two backends differ in what they may do
(an expired room that SQLite has already deleted says "unknown", Redis keeps saying "expired"; which of two faults of
one call is reported first), the model accepts any exception the rules give for that call.
"""
from __future__ import annotations

import math
import shutil
import string
import tempfile
import time
import uuid
from dataclasses import dataclass, field
from pathlib import Path

import pytest
from hypothesis import HealthCheck, settings
from tests.conftest import examples, steps
from hypothesis import strategies as st
from hypothesis.stateful import RuleBasedStateMachine, initialize, invariant, precondition, rule, \
    run_state_machine_as_test

from lm_core.lessons import store as backend
from lm_core.lessons.store import (BadInput, Forbidden, QuestionClosed, QuestionOpen, RateLimited, RoomExpired,
                                   Stale, UnknownRoom, WrongRound)

# the rules' numbers, as stated (README "The room's rules", the store's docstring)
LIFETIME_S = 12 * 60 * 60
PER_WINDOW, WINDOW_S = 8, 10
VALUE_MAX, NICK_MAX = 40, 20
QUESTIONS = 20                     # a lesson's questions are steps 1..20 (a lesson file has at most 20 steps)
TEACHER_STEPS = 21                 # the teacher may also go to the summary after the last question
ONE_TIME_LEN, ONE_TIME_S = 8, 120
NO_LOOKALIKES = set(string.ascii_uppercase + string.digits) - set("0O1IL")
MAX_ROOMS = 3
# The simulated clock starts at the same instant in every example (so that every example draws and computes the same
# way when Hypothesis replays it), at a window's start, up to a day and a bit ahead of the real clock: the rooms made
# on it outlive the real clock that teacher actions read, and a one-time code's Redis key outlives its two minutes.
START = float((int(time.time()) // 100_000 + 1) * 100_000)

TEXT = st.characters(codec="utf-8")                                    # what a phone can type (no lone surrogates)
VALUES = st.one_of(st.text(TEXT, min_size=1, max_size=VALUE_MAX), st.text(TEXT, min_size=1, max_size=VALUE_MAX),
                   st.integers(VALUE_MAX - 1, VALUE_MAX + 1).map(lambda n: "é" * n),   # the bound, in characters
                   st.text(TEXT, min_size=VALUE_MAX + 1, max_size=VALUE_MAX + 4), st.just(""))
NICKS = st.one_of(st.text(TEXT, max_size=NICK_MAX), st.text(TEXT, max_size=NICK_MAX),
                  st.integers(NICK_MAX - 1, NICK_MAX + 1).map(lambda n: "ü" * n))
ANSWER_STEPS = st.one_of(*[st.integers(1, QUESTIONS)] * 3, st.sampled_from([0, -1, QUESTIONS + 1, True]))
TEACHER_STEP = st.one_of(*[st.integers(1, TEACHER_STEPS)] * 3, st.sampled_from([0, TEACHER_STEPS + 1, True]))
TRUTHS = st.one_of(st.text(TEXT, min_size=1, max_size=VALUE_MAX),
                   st.integers(VALUE_MAX - 2, VALUE_MAX).map(lambda n: "ø" * n))        # a truth as long as an answer
TICKS = st.sampled_from([0, 0.001, 0.5, 1, 2.5, 9.999, 10, 30, 61, 119, 120, 121])
JUNK_CODES = ["ZZZZZZ", "abc", "", "AB-CD"]                              # a well-formed code never made; malformed ones
VOTE_NUMBERS = st.sampled_from([1, 1, 2, 2, 0, 3, True])               # the two votes, and none beside them
# a question's phases, as the rules name them: the first vote open, held (ended, not revealed), discussed, the second
FIRST, HELD, DISCUSS, SECOND = "vote", "held", "discuss", "second"
ROUND_ACTIONS = {"hold": ((FIRST,), HELD), "discuss": ((HELD,), DISCUSS), "second": ((HELD, DISCUSS), SECOND)}
# runs of them on one question: any order, or (as often) a class's own order with a step too many at its end
ROUND_RUNS = st.one_of(st.lists(st.sampled_from(sorted(ROUND_ACTIONS)), min_size=1, max_size=4),
                       st.sampled_from([["hold", "discuss", "second", "second"], ["hold", "second", "discuss"],
                                        ["hold", "discuss", "discuss"], ["hold", "hold"]]))


@dataclass
class ModelRoom:
    code: str
    created: float
    keys: list = field(default_factory=list)          # the creator's key, then every claimed console's key
    step: int = 1
    ended: bool = False
    version: int = 0
    closed: dict = field(default_factory=dict)        # step -> truth
    students: list = field(default_factory=list)      # tokens, in the order they joined
    answers: dict = field(default_factory=dict)       # step -> {token: value}
    answers2: dict = field(default_factory=dict)      # step -> {token: value} in the second vote
    phases: dict = field(default_factory=dict)        # step -> phase, once its first vote has been held
    share: bool = False

    def alive(self, now: float) -> bool:
        return now <= self.created + LIFETIME_S


def attempt(faults, fn):
    """``fn()`` must raise one of ``faults`` (exception classes) if there are any, and succeed otherwise."""
    if faults:
        with pytest.raises(tuple(faults)):
            fn()
        return None
    return fn()


class RoomMachine(RuleBasedStateMachine):
    """Subclassed per backend with ``open_store`` (a function returning the store and a clean-up function)."""

    open_store = None

    def __init__(self):
        super().__init__()
        self.store, self._clean = type(self).open_store()
        self.now = START
        self.rooms: dict[str, ModelRoom] = {}
        self.rate: dict[tuple, int] = {}                                # (code, token, window) -> answers counted
        self.one_time: dict[str, tuple] = {}                            # code -> (room, good until, spent)

    # -------------------------------------------------------------------------------------------------- helpers
    def _live(self):
        return [r for r in self.rooms.values() if r.alive(self.now)]

    @staticmethod
    def _mostly(data, good, bad, label):
        """One of ``good`` seven times in eight (when there is one), else one of ``bad``."""
        if good and (not bad or data.draw(st.integers(0, 7), label=f"{label} valid?") < 7):
            return data.draw(st.sampled_from(good), label=label)
        return data.draw(st.sampled_from(bad), label=label)

    def _pick_room(self, data, live_only=True, junk=True):
        rooms = self._live() if live_only else list(self.rooms.values())
        return self._mostly(data, [r.code for r in rooms], JUNK_CODES if junk else [], "code")

    def _pick_key(self, data, code):
        room = self.rooms.get(code)
        own = list(room.keys) if room else []
        others = [k for r in self.rooms.values() if r.code != code for k in r.keys]
        tokens = [t for r in self.rooms.values() for t in r.students]
        return self._mostly(data, own, others[:2] + tokens[:2] + ["made-up-key", "", None], "key")

    def _pick_token(self, data, code):
        room = self.rooms.get(code)
        own = list(room.students) if room else []
        others = [t for r in self.rooms.values() if r.code != code for t in r.students]
        keys = [k for r in self.rooms.values() for k in r.keys]
        return self._mostly(data, own, others[:2] + keys[:1] + ["made-up-token", "", None, "x" * 65], "token")

    def _is_teacher(self, code, key) -> bool:
        return code in self.rooms and key in self.rooms[code].keys

    def _teacher_faults(self, code, key, seen, step=None):
        faults = set()
        if step is not None and (isinstance(step, bool) or not 1 <= step <= TEACHER_STEPS):
            faults.add(BadInput)
        if not self._is_teacher(code, key):
            faults.add(Forbidden)
        elif seen is not None and seen != self.rooms[code].version:
            faults.add(Stale)
        return faults

    def _pick_seen(self, data, code):
        v = self.rooms[code].version if code in self.rooms else 0
        return self._mostly(data, [v, None], [v - 1, v + 1], "seen")

    def _check_answers(self, room: ModelRoom, step: int, tokens=None):
        for vote, kept in ((1, room.answers), (2, room.answers2)):
            want = kept.get(step, {})
            assert self.store.count(room.code, step, vote=vote) == len(want)
            for tok in (room.students if tokens is None else tokens):
                assert self.store.mine(room.code, tok, step, vote=vote) == want.get(tok)

    # --------------------------------------------------------------------------------------------------- rules
    @initialize()
    def first_room(self):
        self.create()

    @precondition(lambda self: len(self.rooms) < 2 * MAX_ROOMS and len(self._live()) < MAX_ROOMS)
    @rule()
    def create(self):
        made = self.store.create("counting", now=self.now)
        assert made.code not in self.rooms and backend.valid_code(made.code)
        assert made.key and made.key not in {k for r in self.rooms.values() for k in r.keys}
        self.rooms[made.code] = ModelRoom(made.code, self.now, [made.key])

    @rule(dt=TICKS)
    def tick(self, dt):
        self.now += dt

    @rule(just_before=st.booleans())
    def to_a_window_edge(self, just_before):
        edge = (math.floor(self.now / WINDOW_S) + 1) * WINDOW_S
        self.now = max(self.now, edge - 0.001 if just_before else edge)

    @rule(data=st.data(), past=st.sampled_from([0, 0.001, 1, 3600]))
    def to_a_room_end(self, data, past):
        """The clock to the end of a room's 12 hours (0: the last instant it is open) or just past it."""
        code = self._pick_room(data, junk=False) if self._live() else None
        if code is not None:
            self.now = max(self.now, self.rooms[code].created + LIFETIME_S + past)

    @rule(data=st.data())
    def join(self, data):
        code = self._pick_room(data, live_only=False)
        room = self.rooms.get(code)
        token = self._pick_token(data, code)
        if room is None:
            attempt({UnknownRoom}, lambda: self.store.join(code, token, now=self.now))
        elif not room.alive(self.now):
            attempt({RoomExpired, UnknownRoom}, lambda: self.store.join(code, token, now=self.now))
        else:
            got = self.store.join(code, token, now=self.now)
            if token in room.students:
                assert got == token                                    # a reconnecting student is recognised
            else:
                every = {t for r in self.rooms.values() for t in r.students} | {token}
                assert isinstance(got, str) and got and got not in every
                room.students.append(got)

    def _answer(self, code, token, step, value, nick, vote=1):
        """One answer attempt, checked against the model; returns whether it was accepted."""
        room = self.rooms.get(code)
        faults = set()
        if isinstance(step, bool) or not 1 <= step <= QUESTIONS:
            faults.add(BadInput)
        if isinstance(vote, bool) or vote not in (1, 2):
            faults.add(BadInput)
        if not value or len(value) > VALUE_MAX or len(nick) > NICK_MAX:
            faults.add(BadInput)
        if room is None:
            faults |= {UnknownRoom, Forbidden}               # nobody is a student of a room that does not exist
        else:
            if not room.alive(self.now):
                faults |= {RoomExpired, UnknownRoom}         # expired, or already deleted
            if room.ended:
                faults.add(QuestionClosed)
            if token not in room.students:
                faults.add(Forbidden)
            if step in room.closed:
                faults.add(QuestionClosed)
            phase = room.phases.get(step, FIRST)
            if vote == 1 and phase != FIRST:
                faults.add(QuestionClosed)                   # the first vote has ended
            if vote == 2 and phase != SECOND:
                faults.add(WrongRound)                       # the second vote is not open
        if not faults:                                       # only an answer refused for nothing else counts
            window = (code, token, int(self.now // WINDOW_S))
            self.rate[window] = self.rate.get(window, 0) + 1
            if self.rate[window] > PER_WINDOW:
                faults.add(RateLimited)
        attempt(faults, lambda: self.store.answer(code, token, step, value, nick, now=self.now, vote=vote))
        if not faults:
            (room.answers if vote == 1 else room.answers2).setdefault(step, {})[token] = value
        if room is not None and room.alive(self.now) and not isinstance(step, bool) and 1 <= step <= QUESTIONS:
            self._check_answers(room, step, [token] if token in room.students else [])
        return not faults

    @rule(data=st.data(), step=ANSWER_STEPS, value=VALUES, nick=NICKS, vote=VOTE_NUMBERS)
    def answer(self, data, step, value, nick, vote):
        code = self._pick_room(data, live_only=False)
        closed = sorted(s for s in self.rooms[code].closed if s <= QUESTIONS) if code in self.rooms else []
        if closed and data.draw(st.booleans(), label="to a closed question?"):
            step = data.draw(st.sampled_from(closed), label="closed step")
        voted = sorted(s for s in self.rooms[code].phases if s <= QUESTIONS) if code in self.rooms else []
        if voted and data.draw(st.booleans(), label="to a question past its first vote?"):
            step = data.draw(st.sampled_from(voted), label="voted step")
        self._answer(code, self._pick_token(data, code), step, value, nick, vote)

    @precondition(lambda self: self._live())
    @rule(data=st.data(), ops=ROUND_RUNS, step=TEACHER_STEP)
    def round_actions(self, data, ops, step):
        """A run of hold, discuss and second on one question (in any order, so the allowed orders, a third vote and
        an action after the reveal all come up), each with its own key and version; after each, a student answers
        both votes, so that each vote's window is checked right after the change. (A live room: the other teacher
        rules try unknown rooms already.)"""
        code = self._pick_room(data, junk=False)
        room = self.rooms.get(code)
        if not room.students:
            room.students.append(self.store.join(code, now=self.now))
        if room.phases and data.draw(st.booleans(), label="a question past its first vote?"):
            step = data.draw(st.sampled_from(sorted(room.phases)), label="voted step")
        for op in ops:
            key, seen = self._pick_key(data, code), self._pick_seen(data, code)
            faults = self._teacher_faults(code, key, seen, step)
            allowed, after = ROUND_ACTIONS[op]
            if not isinstance(step, bool) and (step in room.closed or room.phases.get(step, FIRST) not in allowed):
                faults.add(WrongRound)
            attempt(faults, lambda: getattr(self.store, op)(code, key, step, seen=seen))
            if not faults:
                room.phases[step] = after
                room.version += 1
            if not isinstance(step, bool) and 1 <= step <= QUESTIONS:
                tok = data.draw(st.sampled_from(room.students), label="student")
                for vote in (1, 2):
                    self._answer(code, tok, step, f"{vote}.25", "", vote)

    @rule(data=st.data(), on=st.sampled_from([True, False, True, 1, None]))
    def share(self, data, on):
        code = self._pick_room(data)
        key, seen = self._pick_key(data, code), self._pick_seen(data, code)
        faults = self._teacher_faults(code, key, seen)
        if not isinstance(on, bool):
            faults.add(BadInput)
        attempt(faults, lambda: self.store.share(code, key, on, seen=seen))
        if not faults:
            self.rooms[code].share = on
            self.rooms[code].version += 1

    @precondition(lambda self: self._live())
    @rule(data=st.data(), before=st.integers(0, PER_WINDOW + 1), after=st.integers(0, PER_WINDOW + 1),
          gap=st.sampled_from([0, 0.001, 0.3, 1.1]))
    def burst(self, data, before, after, gap):
        """One student answers ``before`` times, ``gap`` seconds apart, ending just before the next window's edge, then
        ``after`` times from the edge on, over several questions: the rate limit's whole range, on both sides of an
        edge."""
        code = self._pick_room(data, junk=False)
        room = self.rooms[code]
        if not room.students:
            room.students.append(self.store.join(code, now=self.now))
        token = data.draw(st.sampled_from(room.students), label="token")
        edge = (math.floor(self.now / WINDOW_S) + 1) * WINDOW_S
        self.now = max(self.now, edge - 0.001 - gap * before)
        for i in range(before + after):
            if i == before:
                self.now = max(self.now, edge)
            self._answer(code, token, 1 + (i * 3) % QUESTIONS, f"{i}.5", "")
            self.now += gap

    @precondition(lambda self: self._live())
    @rule(data=st.data(), which=st.sampled_from(["value", "nickname", "step"]),
          at=st.sampled_from([-1, 0, 0, 1]))
    def answer_at_a_bound(self, data, which, at):
        """A student's answer with one thing at its bound (at=0), one inside it (-1) or one past it (1), the rest
        valid, so that only the bound decides."""
        code = self._pick_room(data, junk=False)
        room = self.rooms[code]
        if not room.students:
            room.students.append(self.store.join(code, now=self.now))
        token = data.draw(st.sampled_from(room.students), label="token")
        value = "ä" * (VALUE_MAX + at) if which == "value" else "3.5"
        nick = "ö" * (NICK_MAX + at) if which == "nickname" else ""
        step = data.draw(st.sampled_from([1 - at if at > 0 else 1, QUESTIONS + at]), label="step") \
            if which == "step" else data.draw(st.integers(1, QUESTIONS), label="step")
        self._answer(code, token, step, value, nick)

    @rule(data=st.data(), step=TEACHER_STEP, truth=TRUTHS)
    def close(self, data, step, truth):
        code = self._pick_room(data)
        key, seen = self._pick_key(data, code), self._pick_seen(data, code)
        faults = self._teacher_faults(code, key, seen, step)
        attempt(faults, lambda: self.store.close(code, key, step, truth, seen=seen))
        if not faults:
            self.rooms[code].closed[step] = truth
            self.rooms[code].version += 1
            if step <= QUESTIONS and self.rooms[code].students:          # a student who answers too late
                self._answer(code, self.rooms[code].students[-1], step, "late", "")
        if code in self.rooms and not isinstance(step, bool) and 1 <= step <= TEACHER_STEPS:
            assert self.store.truth(code, step) == self.rooms[code].closed.get(step)

    @rule(data=st.data(), step=TEACHER_STEP)
    def reopen(self, data, step):
        code = self._pick_room(data)
        key, seen = self._pick_key(data, code), self._pick_seen(data, code)
        faults = self._teacher_faults(code, key, seen, step)
        attempt(faults, lambda: self.store.reopen(code, key, step, seen=seen))
        if not faults:
            self.rooms[code].closed.pop(step, None)
            if self.rooms[code].phases.get(step) != SECOND:             # the vote open last opens again
                self.rooms[code].phases.pop(step, None)
            self.rooms[code].version += 1
        if code in self.rooms and not isinstance(step, bool) and 1 <= step <= TEACHER_STEPS:
            assert self.store.truth(code, step) == self.rooms[code].closed.get(step)

    @rule(data=st.data(), step=TEACHER_STEP)
    def set_step(self, data, step):
        code = self._pick_room(data)
        key, seen = self._pick_key(data, code), self._pick_seen(data, code)
        faults = self._teacher_faults(code, key, seen, step)
        attempt(faults, lambda: self.store.set_step(code, key, step, seen=seen))
        if not faults:
            self.rooms[code].step = step
            self.rooms[code].version += 1

    @rule(data=st.data())
    def end(self, data):
        code = self._pick_room(data)
        key, seen = self._pick_key(data, code), self._pick_seen(data, code)
        faults = self._teacher_faults(code, key, seen)
        attempt(faults, lambda: self.store.end(code, key, seen=seen))
        if not faults:
            self.rooms[code].ended = True
            self.rooms[code].version += 1

    @rule(data=st.data(), then=st.one_of(st.none(), st.sampled_from([0, 60, ONE_TIME_S - 0.001, ONE_TIME_S,
                                                                     ONE_TIME_S + 0.001, ONE_TIME_S + 1])))
    def handover(self, data, then):
        """A console asks for a one-time code; ``then`` (if not None) seconds later another screen claims it."""
        code = self._pick_room(data)
        key = self._pick_key(data, code)
        faults = set() if self._is_teacher(code, key) else {Forbidden}
        one = attempt(faults, lambda: self.store.handover(code, key, now=self.now))
        if not faults:
            assert isinstance(one, str) and len(one) == ONE_TIME_LEN and set(one) <= NO_LOOKALIKES
            assert one not in self.one_time
            until = min(self.now + ONE_TIME_S, self.rooms[code].created + LIFETIME_S)
            self.one_time[one] = (code, until, False)
            if then is not None:
                self.now += then
                self._claim(one)
                self._claim(one)                                        # at once again: spent, or still late

    def _claim(self, one):
        code, until, spent = self.one_time.get(one, (None, 0, True))
        if spent or self.now > until:
            attempt({Forbidden}, lambda: self.store.claim(one, now=self.now))
            return
        got = attempt(set(), lambda: self.store.claim(one, now=self.now))
        assert got.code == code
        assert got.key and got.key not in {k for r in self.rooms.values() for k in r.keys}
        self.rooms[code].keys.append(got.key)
        self.one_time[one] = (code, until, True)

    @rule(data=st.data())
    def claim(self, data):
        self._claim(self._mostly(data, list(self.one_time), ["ABCDEFGH", "ABCDEFG", "ABCDEFGHJ", "", None],
                                 "one-time code"))

    @rule(data=st.data())
    def is_teacher(self, data):
        code = self._pick_room(data)
        key = self._pick_key(data, code)
        assert self.store.is_teacher(code, key) is self._is_teacher(code, key)

    @precondition(lambda self: self._live())
    @rule(data=st.data(), step=st.integers(1, TEACHER_STEPS))
    def read_answers(self, data, step):
        code = self._pick_room(data, junk=False)
        room = self.rooms[code]
        key = self._pick_key(data, code)
        for vote, kept in ((1, room.answers), (2, room.answers2)):
            want = sorted(kept.get(step, {}).values())
            got = attempt(set() if key in room.keys else {Forbidden},
                          lambda: self.store.values(code, key, step, vote=vote))
            if key in room.keys:
                assert sorted(got) == want
            if step in room.closed:
                assert sorted(self.store.closed_values(code, step, vote=vote)) == want
            else:
                with pytest.raises(QuestionOpen):                       # neither vote before the reveal
                    self.store.closed_values(code, step, vote=vote)
        self._check_answers(room, step)
        assert self.store.truth(code, step) == room.closed.get(step)

    @rule(data=st.data())
    def look_at_a_room(self, data):
        """``room(now)``: a live room as the model has it, an expired one refused, and its answers deleted."""
        code = self._pick_room(data, live_only=False)
        room = self.rooms.get(code)
        if room is None:
            attempt({UnknownRoom}, lambda: self.store.room(code, now=self.now))
        elif room.alive(self.now):
            self._check_room(room)
        else:
            attempt({RoomExpired, UnknownRoom}, lambda: self.store.room(code, now=self.now))
            for step in range(1, TEACHER_STEPS + 1):
                assert self.store.count(code, step) == 0 and self.store.count(code, step, vote=2) == 0
                assert self.store.truth(code, step) is None
                for tok in room.students:
                    assert self.store.mine(code, tok, step) is None
                    assert self.store.mine(code, tok, step, vote=2) is None

    # ------------------------------------------------------------------------------------------------ checks
    def _check_room(self, room: ModelRoom):
        got = self.store.room(room.code, now=self.now)
        assert (got.code, got.lesson, got.step, got.ended, got.version, got.closed, got.students, got.share) == \
            (room.code, "counting", room.step, room.ended, room.version, tuple(sorted(room.closed)),
             len(room.students), room.share)
        for step in range(1, TEACHER_STEPS + 1):
            assert got.phase(step) == room.phases.get(step, FIRST)
        assert self.store.version(room.code) == room.version

    @invariant()
    def live_rooms_agree(self):
        for room in self._live():
            self._check_room(room)

    def teardown(self):
        try:
            for room in self._live():
                for step in range(1, TEACHER_STEPS + 1):
                    for vote, kept in ((1, room.answers), (2, room.answers2)):
                        want = sorted(kept.get(step, {}).values())
                        assert sorted(self.store.values(room.code, room.keys[0], step, vote=vote)) == want
                    self._check_answers(room, step)
                    assert self.store.truth(room.code, step) == room.closed.get(step)
        finally:
            self._clean()


SETTINGS = settings(max_examples=examples(40), stateful_step_count=steps(40), deadline=None, database=None,
                    suppress_health_check=[HealthCheck.too_slow, HealthCheck.filter_too_much])


def _sqlite():
    folder = tempfile.mkdtemp(prefix="tbt-sm-")
    return backend.SQLiteStore(Path(folder) / "rooms.sqlite3"), lambda: shutil.rmtree(folder, ignore_errors=True)


def test_the_sqlite_store_keeps_the_rooms_rules():
    run_state_machine_as_test(type("SQLiteRoom", (RoomMachine,), {"open_store": staticmethod(_sqlite)}),
                              settings=SETTINGS)


def test_the_redis_store_keeps_the_rooms_rules(redis_url):
    def open_redis():
        prefix = f"sm{uuid.uuid4().hex[:8]}"
        store = backend.RedisStore(redis_url, prefix=prefix)

        def clean():
            keys = list(store.r.scan_iter(f"{prefix}:*"))
            if keys:
                store.r.delete(*keys)
        return store, clean
    run_state_machine_as_test(type("RedisRoom", (RoomMachine,), {"open_store": staticmethod(open_redis)}),
                              settings=SETTINGS)
