"""The live room's shared store (issue 25 §3-§4): one small interface, two backends.

- :class:`SQLiteStore`, the default: one file in WAL mode; no set-up, survives a restart of the app.
- :class:`RedisStore`, for several replicas (``TBT_STORE=redis://host:port/db``); answers go in with one Lua script.

A room has a 6-character code from an alphabet without look-alikes (no 0/O, 1/I/L), secret teacher keys (one per
console screen; only their SHA-256 is stored; never part of any link), the lesson, the teacher's step, the closed
questions with their truth, the students (each a random token carried in the student's link, so a student who
reconnects to another replica is recognised), and one answer per student per question and vote, changeable until the
question closes. Every teacher action checks a key here, on the server, whatever the page showed, and names the
room version its screen drew: an action from a screen that has not seen the last action is refused (:class:`Stale`),
so a stale console never moves the class. A console hands the lead to another screen with a one-time code
(:meth:`Store.handover`, :meth:`Store.claim`: 8 characters, valid 2 minutes, used once), never with the key itself.

A question may be voted on twice (Peer Instruction: vote, discuss, vote again): the teacher ends the first vote
without revealing it (:meth:`Store.hold`), tells the class to discuss (:meth:`Store.discuss`) and opens a second
vote (:meth:`Store.second`); a student's first answer is kept beside their second. There is no third vote. The
reveal (:meth:`Store.close`) then makes both votes readable to every screen, and a teacher's setting
(:meth:`Store.share`) lets the phones show the class's answers after a reveal (off by default: the projector only).
Rooms expire after 12 hours; their answers are deleted. Writes are atomic: sixty sessions answering at once neither
lose nor duplicate one. Answers are rate-limited per student token. No streamlit here.
"""
from __future__ import annotations

import hashlib
import hmac
import json
import math
import os
import secrets
import sqlite3
import tempfile
import threading
import time
from dataclasses import dataclass
from pathlib import Path
from urllib.parse import unquote
import re

ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789"       # no 0/O, 1/I/L look-alikes
CODE_LEN = 6
TTL = 12 * 3600                                     # a room lives 12 hours
RATE_MAX, RATE_WINDOW = 8, 10                       # at most 8 submissions per student in 10 s
VALUE_MAX, NICK_MAX, STEP_MAX = 40, 20, 20        # a lesson file may have 20 steps (docs/lesson-files.md)
HANDOVER_LEN, HANDOVER_TTL = 8, 120                # a console's one-time code: 8 characters, 2 minutes
ENV = "TBT_STORE"
VOTE, HELD, DISCUSS, SECOND = "vote", "held", "discuss", "second"    # a question's phases (Room.phase)
VOTES = (1, 2)                                      # a question has at most two votes
POOL = 4                                            # idle SQLite connections kept for reuse


class StoreError(Exception):
    """A refused store operation; ``code`` names why (a string key's last part in ui/strings/lesson.py)."""

    code = "error"


class UnknownRoom(StoreError):
    code = "unknown"


class RoomExpired(StoreError):
    code = "expired"


class Forbidden(StoreError):
    code = "forbidden"


class QuestionClosed(StoreError):
    code = "is_closed"


class QuestionOpen(StoreError):
    """The class's answers to a question that is still open (only a console sees them before the close)."""

    code = "is_open"


class Stale(StoreError):
    """A teacher action from a screen that had not seen the room's last action (another console moved first)."""

    code = "stale"


class RateLimited(StoreError):
    code = "rate"


class BadInput(StoreError):
    code = "bad_input"


class WrongRound(StoreError):
    """An action the question's vote does not allow now: an answer to the second vote before it opens, a second vote
    before the first is ended or after it opened (no third vote), discussing before the first vote is ended."""

    code = "round"


class Unreachable(StoreError):
    """The store cannot be reached (a Redis server down, a file that cannot be opened)."""

    code = "unreachable"


@dataclass(frozen=True)
class Room:
    code: str
    lesson: str
    step: int
    ended: bool
    version: int                        # bumped by every teacher action (what the students follow)
    expires: float
    closed: tuple[int, ...]             # the steps whose question is closed
    students: int
    phases: tuple[tuple[int, str], ...] = ()    # (step, phase) of the steps whose first vote has ended
    share: bool = False                         # the phones show the class's answers after a reveal

    def phase(self, step: int) -> str:
        """Where step's question stands: :data:`VOTE` (the first vote, open until the teacher ends it), :data:`HELD`
        (ended, not revealed), :data:`DISCUSS`, :data:`SECOND` (the second vote); the reveal is ``step in closed``."""
        return dict(self.phases).get(step, VOTE)

    def votes(self, step: int) -> int:
        """How many votes step's question has had: 2 once its second vote opened, else 1."""
        return 2 if self.phase(step) == SECOND else 1


@dataclass(frozen=True)
class Created:
    code: str
    key: str                            # the teacher's secret: keep it out of every student link


def valid_code(code) -> bool:
    return isinstance(code, str) and len(code) == CODE_LEN and all(c in ALPHABET for c in code)


def valid_handover(raw) -> bool:
    return isinstance(raw, str) and len(raw) == HANDOVER_LEN and all(c in ALPHABET for c in raw)


def normal_code(raw) -> str:
    """A typed code as stored: upper case, spaces and dashes dropped."""
    return "".join(ch for ch in str(raw or "") if ch not in " -").upper()[:CODE_LEN + 4]


def new_code(length: int = CODE_LEN) -> str:
    return "".join(secrets.choice(ALPHABET) for _ in range(length))


def _hash(key: str) -> str:
    return hashlib.sha256(key.encode()).hexdigest()


def _check_answer_input(step, value, nickname) -> None:
    if not isinstance(step, int) or isinstance(step, bool) or not 1 <= step <= STEP_MAX:
        raise BadInput("step")
    if not isinstance(value, str) or not value or len(value) > VALUE_MAX:
        raise BadInput("value")
    if not isinstance(nickname, str) or len(nickname) > NICK_MAX:
        raise BadInput("nickname")


def _claiming(handover, now: float | None) -> tuple[float, str]:
    """A claim's clock and the new console's key, for a well-formed one-time code (:class:`Forbidden` otherwise)."""
    if not valid_handover(handover):
        raise Forbidden("handover")
    return (time.time() if now is None else now), secrets.token_urlsafe(18)


def _check_vote(vote) -> None:
    if not isinstance(vote, int) or isinstance(vote, bool) or vote not in VOTES:
        raise BadInput("vote")


def _next_phase(op: str, phase: str, closed: bool) -> str:
    """The phase a round action leads to from ``phase`` (:class:`WrongRound` if the rules refuse it): hold ends the
    first vote, discuss follows a held vote, second opens the second vote after a held or discussed one; none after
    the reveal."""
    allowed = {"hold": (VOTE,), "discuss": (HELD,), "second": (HELD, DISCUSS)}[op]
    if closed or phase not in allowed:
        raise WrongRound(op)
    return {"hold": HELD, "discuss": DISCUSS, "second": SECOND}[op]


def _check_step(step) -> None:
    if not isinstance(step, int) or isinstance(step, bool) or not 1 <= step <= STEP_MAX + 1:
        raise BadInput("step")


class Store:
    """What both backends do. ``now`` (seconds since the epoch) is for tests; by default the clock."""

    def create(self, lesson: str, now: float | None = None) -> Created:
        raise NotImplementedError

    def room(self, code: str, now: float | None = None) -> Room:
        """The room, or :class:`UnknownRoom` / :class:`RoomExpired` (whose answers are then deleted)."""
        raise NotImplementedError

    def version(self, code: str) -> int | None:
        """The teacher-action counter, cheaply (None for no such room): what a student's page polls."""
        raise NotImplementedError

    def is_teacher(self, code: str, key: str | None) -> bool:
        raise NotImplementedError

    def join(self, code: str, token: str | None = None, now: float | None = None) -> str:
        """A student token for this room: ``token`` if it already belongs to the room, else a new one."""
        raise NotImplementedError

    # Every teacher action takes ``seen``: the room version the acting screen drew (None: no check). If the room
    # has moved on since, the action is refused with :class:`Stale` and changes nothing.
    def set_step(self, code: str, key: str, step: int, seen: int | None = None) -> None:
        raise NotImplementedError

    def close(self, code: str, key: str, step: int, truth: str, seen: int | None = None) -> None:
        """Close step's question, recording the truth the teacher's session computed (everyone sees the same)."""
        raise NotImplementedError

    def reopen(self, code: str, key: str, step: int, seen: int | None = None) -> None:
        """Take the reveal back: the vote that was open last opens again (the second, if it had opened; else the
        first, also from a held or discussed first vote)."""
        raise NotImplementedError

    def hold(self, code: str, key: str, step: int, seen: int | None = None) -> None:
        """End step's first vote without revealing it (:class:`WrongRound` unless the first vote is open)."""
        raise NotImplementedError

    def discuss(self, code: str, key: str, step: int, seen: int | None = None) -> None:
        """Tell the class to discuss step's question (:class:`WrongRound` unless its first vote is held)."""
        raise NotImplementedError

    def second(self, code: str, key: str, step: int, seen: int | None = None) -> None:
        """Open step's second vote (:class:`WrongRound` unless the first is held or discussed: no third vote)."""
        raise NotImplementedError

    def share(self, code: str, key: str, on: bool, seen: int | None = None) -> None:
        """The teacher's setting: after a reveal, the phones show the class's answers too (else the projector only)."""
        raise NotImplementedError

    def end(self, code: str, key: str, seen: int | None = None) -> None:
        raise NotImplementedError

    def handover(self, code: str, key: str, now: float | None = None) -> str:
        """A one-time code (8 characters, valid :data:`HANDOVER_TTL` seconds) that opens a console of this room on
        another screen (:meth:`claim`); only a console may ask for one."""
        raise NotImplementedError

    def claim(self, handover: str, now: float | None = None) -> Created:
        """Use a one-time code: its room and a new console key (the code is spent). :class:`Forbidden` otherwise."""
        raise NotImplementedError

    def closed_values(self, code: str, step: int, vote: int = 1) -> list[str]:
        """Every answer of one vote on step's question once it is closed (what the projector shows);
        :class:`QuestionOpen` before the close: nobody but a console sees the class's answers before then."""
        raise NotImplementedError

    def answer(self, code: str, token: str, step: int, value: str, nickname: str = "",
               now: float | None = None, vote: int = 1) -> None:
        """Record (or change) one student's answer in one vote on step's question: one per student per question and
        vote. The first vote takes answers until the teacher ends it, the second only once it is open
        (:class:`WrongRound` before); neither after the reveal (:class:`QuestionClosed`)."""
        raise NotImplementedError

    def count(self, code: str, step: int, vote: int = 1) -> int:
        raise NotImplementedError

    def values(self, code: str, key: str, step: int, vote: int = 1) -> list[str]:
        """Every answer of one vote on step's question (teacher only; no tokens, no names)."""
        raise NotImplementedError

    def mine(self, code: str, token: str, step: int, vote: int = 1) -> str | None:
        raise NotImplementedError

    def truth(self, code: str, step: int) -> str | None:
        """The truth recorded when the question closed, else None."""
        raise NotImplementedError

    def purge(self, now: float | None = None) -> int:
        """Delete the rooms that have expired, with their answers; how many."""
        raise NotImplementedError

    def ping(self) -> None:
        """Raise :class:`Unreachable` if the store cannot be reached."""
        raise NotImplementedError

    # shared rules -------------------------------------------------------------------------------------------
    def _teacher(self, code: str, key: str | None) -> None:
        if not self.is_teacher(code, key):
            raise Forbidden(code)


# ---------------------------------------------------------------------------------------------------- SQLite

_SCHEMA = """
CREATE TABLE IF NOT EXISTS rooms (code TEXT PRIMARY KEY, key_hash TEXT NOT NULL, lesson TEXT NOT NULL,
    step INTEGER NOT NULL, ended INTEGER NOT NULL DEFAULT 0, version INTEGER NOT NULL DEFAULT 0,
    created REAL NOT NULL, expires REAL NOT NULL);
CREATE TABLE IF NOT EXISTS closed (code TEXT NOT NULL, step INTEGER NOT NULL, truth TEXT NOT NULL,
    PRIMARY KEY (code, step));
CREATE TABLE IF NOT EXISTS students (code TEXT NOT NULL, token TEXT NOT NULL, PRIMARY KEY (code, token));
CREATE TABLE IF NOT EXISTS answers (code TEXT NOT NULL, step INTEGER NOT NULL, token TEXT NOT NULL,
    value TEXT NOT NULL, nick TEXT NOT NULL, at REAL NOT NULL, PRIMARY KEY (code, step, token));
CREATE TABLE IF NOT EXISTS rate (code TEXT NOT NULL, token TEXT NOT NULL, window INTEGER NOT NULL,
    n INTEGER NOT NULL, PRIMARY KEY (code, token));
CREATE TABLE IF NOT EXISTS consoles (code TEXT NOT NULL, key_hash TEXT NOT NULL, PRIMARY KEY (code, key_hash));
CREATE TABLE IF NOT EXISTS handovers (hash TEXT PRIMARY KEY, code TEXT NOT NULL, expires REAL NOT NULL);
CREATE TABLE IF NOT EXISTS phases (code TEXT NOT NULL, step INTEGER NOT NULL, phase TEXT NOT NULL,
    PRIMARY KEY (code, step));
CREATE TABLE IF NOT EXISTS answers2 (code TEXT NOT NULL, step INTEGER NOT NULL, token TEXT NOT NULL,
    value TEXT NOT NULL, nick TEXT NOT NULL, at REAL NOT NULL, PRIMARY KEY (code, step, token));
CREATE TABLE IF NOT EXISTS room_options (code TEXT PRIMARY KEY, share INTEGER NOT NULL DEFAULT 0);
"""
# A question's second vote, its phases and the room's options are tables of their own (not new columns): a file
# written before them opens unchanged.
_ANSWERS = {1: "answers", 2: "answers2"}


def _answers_table(vote) -> str:
    _check_vote(vote)
    return _ANSWERS[vote]


def default_path() -> Path:
    """A writable place for the default file: ``$XDG_CACHE_HOME`` or ``~/.cache``, else the temporary folder."""
    for base in (os.environ.get("XDG_CACHE_HOME"), Path.home() / ".cache", tempfile.gettempdir()):
        if not base:
            continue
        folder = Path(base) / "token-by-token"
        try:
            folder.mkdir(parents=True, exist_ok=True)
            probe = folder / ".probe"
            probe.write_text("")
            probe.unlink()
            return folder / "rooms.sqlite3"
        except OSError:
            continue
    return Path(tempfile.gettempdir()) / "token-by-token-rooms.sqlite3"


class SQLiteStore(Store):
    def __init__(self, path: str | Path, ttl: float = TTL):
        self.path, self.ttl = str(path), ttl
        self._idle: list[sqlite3.Connection] = []       # connections not in use (any thread may take one)
        self._pool_lock = threading.Lock()
        try:
            with self._db() as db:
                db.execute("PRAGMA journal_mode=WAL")
                db.executescript(_SCHEMA)
        except sqlite3.Error as err:
            raise Unreachable(safe_message(err)) from err

    def _db(self) -> "_Pooled":
        """A connection for one read or one transaction, taken from the idle ones when there is one: opening a
        connection (the file, its WAL index, two pragmas) and closing it cost about a hundred times the one-row read
        a student's follow check makes (0.4 ms against 4 µs), a fifth of the CPU of a page run that follows the
        teacher. At most :data:`POOL` idle connections are kept; one that saw an error is closed, not kept."""
        with self._pool_lock:
            db = self._idle.pop() if self._idle else None
        return _Pooled(self, db if db is not None else self._connect())

    def _connect(self) -> sqlite3.Connection:
        db = sqlite3.connect(self.path, timeout=30, isolation_level=None, check_same_thread=False)
        db.execute("PRAGMA busy_timeout=30000")
        db.execute("PRAGMA synchronous=NORMAL")
        return db

    def _give_back(self, db: sqlite3.Connection, ok: bool) -> None:
        if ok and not db.in_transaction:
            with self._pool_lock:
                if len(self._idle) < POOL:
                    self._idle.append(db)
                    return
        db.close()

    def _write(self, fn):
        """Run ``fn(db)`` in one IMMEDIATE transaction (one writer at a time: no lost update)."""
        try:
            with self._db() as db:
                db.execute("BEGIN IMMEDIATE")
                try:
                    out = fn(db)
                except BaseException:
                    db.execute("ROLLBACK")
                    raise
                db.execute("COMMIT")
                return out
        except sqlite3.Error as err:
            raise Unreachable(safe_message(err)) from err

    def _read(self, fn):
        try:
            with self._db() as db:
                return fn(db)
        except sqlite3.Error as err:
            raise Unreachable(safe_message(err)) from err

    @staticmethod
    def _live(db, code: str, now: float):
        row = db.execute("SELECT lesson, step, ended, version, expires, key_hash FROM rooms WHERE code = ?",
                         (code,)).fetchone()
        if row is None:
            raise UnknownRoom(code)
        if row[4] < now:
            raise RoomExpired(code)
        return row

    def create(self, lesson, now=None):
        now = time.time() if now is None else now
        key = secrets.token_urlsafe(18)

        def go(db):
            SQLiteStore._purge(db, now)
            while True:
                code = new_code()
                if db.execute("SELECT 1 FROM rooms WHERE code = ?", (code,)).fetchone() is None:
                    break
            db.execute("INSERT INTO rooms (code, key_hash, lesson, step, created, expires) VALUES (?, ?, ?, 1, ?, ?)",
                       (code, _hash(key), lesson, now, now + self.ttl))
            return code
        return Created(self._write(go), key)

    def room(self, code, now=None):
        now = time.time() if now is None else now
        if not valid_code(code):
            raise UnknownRoom(code)

        def go(db):
            row = db.execute("SELECT lesson, step, ended, version, expires FROM rooms WHERE code = ?",
                             (code,)).fetchone()
            if row is None:
                raise UnknownRoom(code)
            closed = tuple(r[0] for r in db.execute("SELECT step FROM closed WHERE code = ? ORDER BY step", (code,)))
            n = db.execute("SELECT COUNT(*) FROM students WHERE code = ?", (code,)).fetchone()[0]
            phases = tuple((r[0], r[1]) for r in db.execute("SELECT step, phase FROM phases WHERE code = ? "
                                                            "ORDER BY step", (code,)))
            share = db.execute("SELECT share FROM room_options WHERE code = ?", (code,)).fetchone()
            return Room(code, row[0], row[1], bool(row[2]), row[3], row[4], closed, n, phases,
                        bool(share and share[0]))
        room = self._read(go)
        if room.expires < now:
            self._write(lambda db: SQLiteStore._delete(db, code))
            raise RoomExpired(code)
        return room

    def version(self, code):
        if not valid_code(code):
            return None
        row = self._read(lambda db: db.execute("SELECT version FROM rooms WHERE code = ?", (code,)).fetchone())
        return None if row is None else row[0]

    def is_teacher(self, code, key):
        if not valid_code(code) or not isinstance(key, str):
            return False
        hashes = self._read(lambda db: [r[0] for r in db.execute(
            "SELECT key_hash FROM rooms WHERE code = ? UNION ALL SELECT key_hash FROM consoles WHERE code = ?",
            (code, code))])
        wanted = _hash(key)
        return any(hmac.compare_digest(h, wanted) for h in hashes)

    def join(self, code, token=None, now=None):
        now = time.time() if now is None else now
        if not valid_code(code):
            raise UnknownRoom(code)

        def go(db):
            self._live(db, code, now)
            if isinstance(token, str) and db.execute("SELECT 1 FROM students WHERE code = ? AND token = ?",
                                                     (code, token)).fetchone():
                return token
            new = secrets.token_urlsafe(12)
            db.execute("INSERT INTO students (code, token) VALUES (?, ?)", (code, new))
            return new
        return self._write(go)

    def _teacher_write(self, code, key, seen, fn):
        self._teacher(code, key)

        def go(db):
            row = self._live(db, code, time.time())
            if seen is not None and row[3] != seen:
                raise Stale(code)
            fn(db)
            db.execute("UPDATE rooms SET version = version + 1 WHERE code = ?", (code,))
        self._write(go)

    def set_step(self, code, key, step, seen=None):
        _check_step(step)
        self._teacher_write(code, key, seen, lambda db: db.execute("UPDATE rooms SET step = ? WHERE code = ?",
                                                                    (step, code)))

    def close(self, code, key, step, truth, seen=None):
        _check_step(step)
        self._teacher_write(code, key, seen, lambda db: db.execute(
            "INSERT INTO closed (code, step, truth) VALUES (?, ?, ?) ON CONFLICT (code, step) DO UPDATE SET "
            "truth = excluded.truth", (code, step, str(truth)[:VALUE_MAX])))

    def reopen(self, code, key, step, seen=None):
        _check_step(step)

        def go(db):
            db.execute("DELETE FROM closed WHERE code = ? AND step = ?", (code, step))
            db.execute("DELETE FROM phases WHERE code = ? AND step = ? AND phase != ?", (code, step, SECOND))
        self._teacher_write(code, key, seen, go)

    def _round(self, code, key, step, seen, op):
        _check_step(step)

        def go(db):
            row = db.execute("SELECT phase FROM phases WHERE code = ? AND step = ?", (code, step)).fetchone()
            closed = db.execute("SELECT 1 FROM closed WHERE code = ? AND step = ?", (code, step)).fetchone()
            phase = _next_phase(op, row[0] if row else VOTE, closed is not None)
            db.execute("INSERT INTO phases (code, step, phase) VALUES (?, ?, ?) ON CONFLICT (code, step) DO UPDATE "
                       "SET phase = excluded.phase", (code, step, phase))
        self._teacher_write(code, key, seen, go)

    def hold(self, code, key, step, seen=None):
        self._round(code, key, step, seen, "hold")

    def discuss(self, code, key, step, seen=None):
        self._round(code, key, step, seen, "discuss")

    def second(self, code, key, step, seen=None):
        self._round(code, key, step, seen, "second")

    def share(self, code, key, on, seen=None):
        if not isinstance(on, bool):
            raise BadInput("share")
        self._teacher_write(code, key, seen, lambda db: db.execute(
            "INSERT INTO room_options (code, share) VALUES (?, ?) ON CONFLICT (code) DO UPDATE SET share = "
            "excluded.share", (code, int(on))))

    def end(self, code, key, seen=None):
        self._teacher_write(code, key, seen, lambda db: db.execute("UPDATE rooms SET ended = 1 WHERE code = ?",
                                                                    (code,)))

    def handover(self, code, key, now=None):
        now = time.time() if now is None else now
        self._teacher(code, key)
        one = new_code(HANDOVER_LEN)

        def go(db):
            row = self._live(db, code, now)
            db.execute("DELETE FROM handovers WHERE expires < ?", (now,))
            db.execute("INSERT INTO handovers (hash, code, expires) VALUES (?, ?, ?)",
                       (_hash(one), code, min(now + HANDOVER_TTL, row[4])))
        self._write(go)
        return one

    def claim(self, handover, now=None):
        now, key = _claiming(handover, now)

        def go(db):
            row = db.execute("SELECT code, expires FROM handovers WHERE hash = ?", (_hash(handover),)).fetchone()
            if row is None or row[1] < now:
                raise Forbidden("handover")
            db.execute("DELETE FROM handovers WHERE hash = ?", (_hash(handover),))     # spent, whatever follows
            self._live(db, row[0], now)
            db.execute("INSERT INTO consoles (code, key_hash) VALUES (?, ?)", (row[0], _hash(key)))
            return row[0]
        try:
            return Created(self._write(go), key)
        except (UnknownRoom, RoomExpired):
            raise Forbidden("handover") from None

    def closed_values(self, code, step, vote=1):
        table = _answers_table(vote)

        def go(db):
            if db.execute("SELECT 1 FROM closed WHERE code = ? AND step = ?", (code, step)).fetchone() is None:
                raise QuestionOpen(code)
            return [r[0] for r in db.execute(f"SELECT value FROM {table} WHERE code = ? AND step = ? ORDER BY at",
                                             (code, step))]
        return self._read(go)

    def answer(self, code, token, step, value, nickname="", now=None, vote=1):
        now = time.time() if now is None else now
        _check_answer_input(step, value, nickname)
        table = _answers_table(vote)
        if not valid_code(code):
            raise UnknownRoom(code)

        def go(db):
            row = self._live(db, code, now)
            if row[2]:
                raise QuestionClosed(code)
            if not isinstance(token, str) or db.execute("SELECT 1 FROM students WHERE code = ? AND token = ?",
                                                        (code, token)).fetchone() is None:
                raise Forbidden(code)
            if db.execute("SELECT 1 FROM closed WHERE code = ? AND step = ?", (code, step)).fetchone():
                raise QuestionClosed(code)
            phase = db.execute("SELECT phase FROM phases WHERE code = ? AND step = ?", (code, step)).fetchone()
            if vote == 1 and phase is not None:
                raise QuestionClosed(code)              # the first vote has ended
            if vote == 2 and (phase is None or phase[0] != SECOND):
                raise WrongRound(code)                  # the second vote is not open
            window = int(now // RATE_WINDOW)
            r = db.execute("SELECT window, n FROM rate WHERE code = ? AND token = ?", (code, token)).fetchone()
            n = 1 if r is None or r[0] != window else r[1] + 1
            db.execute("INSERT INTO rate (code, token, window, n) VALUES (?, ?, ?, ?) ON CONFLICT (code, token) "
                       "DO UPDATE SET window = excluded.window, n = excluded.n", (code, token, window, n))
            if n > RATE_MAX:
                return False
            db.execute(f"INSERT INTO {table} (code, step, token, value, nick, at) VALUES (?, ?, ?, ?, ?, ?) "
                       "ON CONFLICT (code, step, token) DO UPDATE SET value = excluded.value, nick = excluded.nick, "
                       "at = excluded.at", (code, step, token, value, nickname, now))
            return True
        if not self._write(go):
            raise RateLimited(code)

    def count(self, code, step, vote=1):
        table = _answers_table(vote)
        return self._read(lambda db: db.execute(f"SELECT COUNT(*) FROM {table} WHERE code = ? AND step = ?",
                                                (code, step)).fetchone()[0])

    def values(self, code, key, step, vote=1):
        table = _answers_table(vote)
        self._teacher(code, key)
        return self._read(lambda db: [r[0] for r in db.execute(
            f"SELECT value FROM {table} WHERE code = ? AND step = ? ORDER BY at", (code, step))])

    def mine(self, code, token, step, vote=1):
        table = _answers_table(vote)
        row = self._read(lambda db: db.execute(f"SELECT value FROM {table} WHERE code = ? AND step = ? AND token = ?",
                                               (code, step, token)).fetchone())
        return None if row is None else row[0]

    def truth(self, code, step):
        row = self._read(lambda db: db.execute("SELECT truth FROM closed WHERE code = ? AND step = ?",
                                               (code, step)).fetchone())
        return None if row is None else row[0]

    @staticmethod
    def _delete(db, code):
        for table in ("answers", "answers2", "phases", "room_options", "closed", "students", "rate", "consoles",
                      "handovers", "rooms"):
            db.execute(f"DELETE FROM {table} WHERE code = ?", (code,))

    @staticmethod
    def _purge(db, now):
        gone = [r[0] for r in db.execute("SELECT code FROM rooms WHERE expires < ?", (now,))]
        for code in gone:
            SQLiteStore._delete(db, code)
        return len(gone)

    def purge(self, now=None):
        now = time.time() if now is None else now
        return self._write(lambda db: SQLiteStore._purge(db, now))

    def ping(self):
        self._read(lambda db: db.execute("SELECT 1").fetchone())


class _Pooled:
    """A connection used as ``with``: handed back to the store's idle ones at the end, or closed after an error
    (sqlite3's own ``with`` only commits)."""

    def __init__(self, store: SQLiteStore, db: sqlite3.Connection):
        self.store, self.db = store, db

    def __enter__(self):
        return self.db

    def __exit__(self, kind, *exc):
        self.store._give_back(self.db, ok=kind is None or not issubclass(kind, sqlite3.Error))


# ----------------------------------------------------------------------------------------------------- Redis

_ANSWER_LUA = """
local exp = redis.call('HGET', KEYS[1], 'expires')
if not exp then return 'unknown' end
if tonumber(exp) < tonumber(ARGV[4]) then return 'expired' end
if redis.call('HGET', KEYS[1], 'ended') == '1' then return 'closed' end
if redis.call('SISMEMBER', KEYS[3], ARGV[1]) == 0 then return 'forbidden' end
if redis.call('HEXISTS', KEYS[2], ARGV[2]) == 1 then return 'closed' end
local phase = redis.call('HGET', KEYS[6], ARGV[2])
if ARGV[7] == '1' and phase then return 'closed' end
if ARGV[7] == '2' and phase ~= 'second' then return 'round' end
local n = redis.call('INCR', KEYS[5])
if n == 1 then redis.call('EXPIRE', KEYS[5], tonumber(ARGV[6])) end
if n > tonumber(ARGV[5]) then return 'rate' end
redis.call('HSET', KEYS[4], ARGV[1], ARGV[3])
redis.call('EXPIREAT', KEYS[4], math.ceil(tonumber(exp)))
return 'ok'
"""

_TEACHER_LUA = """
local exp = redis.call('HGET', KEYS[1], 'expires')
if not exp then return 'unknown' end
if tonumber(exp) < tonumber(ARGV[1]) then return 'expired' end
if ARGV[5] ~= '' and redis.call('HGET', KEYS[1], 'version') ~= ARGV[5] then return 'stale' end
local op = ARGV[2]
if op == 'hold' or op == 'discuss' or op == 'second' then
  if redis.call('HEXISTS', KEYS[2], ARGV[3]) == 1 then return 'round' end
  local phase = redis.call('HGET', KEYS[3], ARGV[3]) or 'vote'
  if op == 'hold' and phase ~= 'vote' then return 'round' end
  if op == 'discuss' and phase ~= 'held' then return 'round' end
  if op == 'second' and phase ~= 'held' and phase ~= 'discuss' then return 'round' end
  if op == 'hold' then redis.call('HSET', KEYS[3], ARGV[3], 'held') else redis.call('HSET', KEYS[3], ARGV[3], op) end
  redis.call('EXPIREAT', KEYS[3], math.ceil(tonumber(exp)))
elseif op == 'step' then redis.call('HSET', KEYS[1], 'step', ARGV[3])
elseif op == 'share' then redis.call('HSET', KEYS[1], 'share', ARGV[3])
elseif op == 'end' then redis.call('HSET', KEYS[1], 'ended', '1')
elseif op == 'close' then
  redis.call('HSET', KEYS[2], ARGV[3], ARGV[4])
  redis.call('EXPIREAT', KEYS[2], math.ceil(tonumber(exp)))
elseif op == 'reopen' then
  redis.call('HDEL', KEYS[2], ARGV[3])
  if redis.call('HGET', KEYS[3], ARGV[3]) ~= 'second' then redis.call('HDEL', KEYS[3], ARGV[3]) end
end
redis.call('HINCRBY', KEYS[1], 'version', 1)
return 'ok'
"""

_CLAIM_LUA = """
local held = redis.call('GET', KEYS[1])
if not held then return '' end
redis.call('DEL', KEYS[1])
local code, good_until = string.match(held, '^(%w+) (.+)$')
if not code or tonumber(good_until) < tonumber(ARGV[3]) then return '' end
local room = ARGV[1] .. ':room:' .. code
local exp = redis.call('HGET', room, 'expires')
if not exp or tonumber(exp) < tonumber(ARGV[3]) then return '' end
local keys = ARGV[1] .. ':keys:' .. code
redis.call('SADD', keys, ARGV[2])
redis.call('EXPIREAT', keys, math.ceil(tonumber(exp)) + 3600)
return code
"""

_ERRORS = {"unknown": UnknownRoom, "expired": RoomExpired, "forbidden": Forbidden, "closed": QuestionClosed,
           "rate": RateLimited, "stale": Stale, "round": WrongRound}


class RedisStore(Store):
    """Rooms in Redis: ``tbt:room:<code>`` (a hash), ``tbt:closed:<code>`` (step -> truth), ``tbt:students:<code>``
    (a set), ``tbt:ans:<code>:<step>`` (token -> answer; ``tbt:ans2:...`` the second vote's), ``tbt:phase:<code>``
    (step -> phase); Redis deletes them all when the room expires."""

    def __init__(self, url: str, prefix: str = "tbt", ttl: float = TTL):
        import redis

        self._redis = redis
        self.url, self.prefix, self.ttl = url, prefix, ttl
        self.r = redis.Redis.from_url(url, socket_timeout=2, socket_connect_timeout=2, decode_responses=True,
                                      health_check_interval=10)
        self._answer = self.r.register_script(_ANSWER_LUA)
        self._teacher_op = self.r.register_script(_TEACHER_LUA)
        self._claim = self.r.register_script(_CLAIM_LUA)

    def _k(self, kind: str, code: str, step: int | None = None) -> str:
        return f"{self.prefix}:{kind}:{code}" + ("" if step is None else f":{step}")

    def _call(self, fn):
        try:
            return fn()
        except (self._redis.exceptions.ConnectionError, self._redis.exceptions.TimeoutError,
                self._redis.exceptions.BusyLoadingError, OSError) as err:
            raise Unreachable(safe_message(err, self.url)) from err

    def create(self, lesson, now=None):
        now = time.time() if now is None else now
        key = secrets.token_urlsafe(18)
        expires = now + self.ttl

        def go():
            while True:
                code = new_code()
                room = self._k("room", code)
                if self.r.hsetnx(room, "key_hash", _hash(key)):
                    break
            pipe = self.r.pipeline()
            pipe.hset(room, mapping={"lesson": lesson, "step": 1, "ended": 0, "version": 0, "created": now,
                                     "expires": expires})
            pipe.expireat(room, int(expires) + 3600)      # kept an hour longer, to say "expired" rather than "unknown"
            pipe.execute()
            return code
        return Created(self._call(go), key)

    def room(self, code, now=None):
        now = time.time() if now is None else now
        if not valid_code(code):
            raise UnknownRoom(code)

        def go():
            pipe = self.r.pipeline()
            pipe.hgetall(self._k("room", code))
            pipe.hkeys(self._k("closed", code))
            pipe.scard(self._k("students", code))
            pipe.hgetall(self._k("phase", code))
            return pipe.execute()
        h, closed, n, phases = self._call(go)
        if not h or "expires" not in h:
            raise UnknownRoom(code)
        if float(h["expires"]) < now:
            self._call(lambda: self._drop_answers(code))
            raise RoomExpired(code)
        return Room(code, h["lesson"], int(h["step"]), h["ended"] == "1", int(h["version"]), float(h["expires"]),
                    tuple(sorted(int(s) for s in closed)), int(n),
                    tuple(sorted((int(s), p) for s, p in phases.items())), h.get("share") == "1")

    def _drop_answers(self, code):
        keys = [self._k(kind, code, s) for kind in ("ans", "ans2") for s in range(1, STEP_MAX + 2)]
        self.r.delete(*keys, self._k("closed", code), self._k("students", code), self._k("keys", code),
                      self._k("phase", code))

    def version(self, code):
        if not valid_code(code):
            return None
        v = self._call(lambda: self.r.hget(self._k("room", code), "version"))
        return None if v is None else int(v)

    def is_teacher(self, code, key):
        if not valid_code(code) or not isinstance(key, str):
            return False

        def go():
            pipe = self.r.pipeline()
            pipe.hget(self._k("room", code), "key_hash")
            pipe.sismember(self._k("keys", code), _hash(key))
            return pipe.execute()
        stored, other = self._call(go)
        return (stored is not None and hmac.compare_digest(stored, _hash(key))) or bool(other)

    def join(self, code, token=None, now=None):
        room = self.room(code, now)
        students = self._k("students", code)
        if isinstance(token, str) and self._call(lambda: self.r.sismember(students, token)):
            return token
        new = secrets.token_urlsafe(12)

        def go():
            pipe = self.r.pipeline()
            pipe.sadd(students, new)
            pipe.expireat(students, int(room.expires) + 1)
            pipe.execute()
        self._call(go)
        return new

    def _teacher_write(self, code, key, seen, op, step="", truth=""):
        self._teacher(code, key)
        out = self._call(lambda: self._teacher_op(keys=[self._k("room", code), self._k("closed", code),
                                                        self._k("phase", code)],
                                                  args=[time.time(), op, step, truth,
                                                        "" if seen is None else int(seen)]))
        if out != "ok":
            raise _ERRORS[out](code)

    def set_step(self, code, key, step, seen=None):
        _check_step(step)
        self._teacher_write(code, key, seen, "step", step)

    def close(self, code, key, step, truth, seen=None):
        _check_step(step)
        self._teacher_write(code, key, seen, "close", step, str(truth)[:VALUE_MAX])

    def reopen(self, code, key, step, seen=None):
        _check_step(step)
        self._teacher_write(code, key, seen, "reopen", step)

    def end(self, code, key, seen=None):
        self._teacher_write(code, key, seen, "end")

    def hold(self, code, key, step, seen=None):
        _check_step(step)
        self._teacher_write(code, key, seen, "hold", step)

    def discuss(self, code, key, step, seen=None):
        _check_step(step)
        self._teacher_write(code, key, seen, "discuss", step)

    def second(self, code, key, step, seen=None):
        _check_step(step)
        self._teacher_write(code, key, seen, "second", step)

    def share(self, code, key, on, seen=None):
        if not isinstance(on, bool):
            raise BadInput("share")
        self._teacher_write(code, key, seen, "share", "1" if on else "0")

    def handover(self, code, key, now=None):
        now = time.time() if now is None else now
        self._teacher(code, key)
        room = self.room(code, now)
        one = new_code(HANDOVER_LEN)
        until = min(now + HANDOVER_TTL, room.expires)
        self._call(lambda: self.r.set(f"{self.prefix}:handover:{_hash(one)}", f"{code} {until!r}",
                                      ex=max(1, math.ceil(until - time.time()) + 1)))
        return one

    def claim(self, handover, now=None):
        now, key = _claiming(handover, now)
        code = self._call(lambda: self._claim(keys=[f"{self.prefix}:handover:{_hash(handover)}"],
                                              args=[self.prefix, _hash(key), now]))
        if not code:
            raise Forbidden("handover")
        return Created(code, key)

    def _ans(self, code, step, vote):
        _check_vote(vote)
        return self._k("ans" if vote == 1 else "ans2", code, step)

    def closed_values(self, code, step, vote=1):
        ans = self._ans(code, step, vote)

        def go():
            pipe = self.r.pipeline()
            pipe.hexists(self._k("closed", code), str(step))
            pipe.hvals(ans)
            return pipe.execute()
        closed, raw = self._call(go)
        if not closed:
            raise QuestionOpen(code)
        return [json.loads(v)[0] for v in raw]

    def answer(self, code, token, step, value, nickname="", now=None, vote=1):
        now = time.time() if now is None else now
        _check_answer_input(step, value, nickname)
        ans = self._ans(code, step, vote)
        if not valid_code(code):
            raise UnknownRoom(code)
        if not isinstance(token, str) or not token or len(token) > 64:
            raise Forbidden(code)
        window = int(now // RATE_WINDOW)          # the same fixed windows as SQLite's: 8 answers per 10 s window
        keys = [self._k("room", code), self._k("closed", code), self._k("students", code), ans,
                f"{self.prefix}:rate:{code}:{token}:{window}", self._k("phase", code)]
        out = self._call(lambda: self._answer(keys=keys, args=[token, step, json.dumps([value, nickname]), now,
                                                              RATE_MAX, RATE_WINDOW, vote]))
        if out != "ok":
            raise _ERRORS[out](code)

    def count(self, code, step, vote=1):
        ans = self._ans(code, step, vote)
        return int(self._call(lambda: self.r.hlen(ans)))

    def values(self, code, key, step, vote=1):
        ans = self._ans(code, step, vote)
        self._teacher(code, key)
        return [json.loads(v)[0] for v in self._call(lambda: self.r.hvals(ans))]

    def mine(self, code, token, step, vote=1):
        ans = self._ans(code, step, vote)
        v = self._call(lambda: self.r.hget(ans, token)) if isinstance(token, str) else None
        return None if v is None else json.loads(v)[0]

    def truth(self, code, step):
        return self._call(lambda: self.r.hget(self._k("closed", code), str(step)))

    def purge(self, now=None):
        """Redis deletes expired keys itself; this drops the answers of rooms past their expiry but still listed."""
        now = time.time() if now is None else now
        gone = 0
        for room in self._call(lambda: list(self.r.scan_iter(f"{self.prefix}:room:*", count=500))):
            exp = self._call(lambda: self.r.hget(room, "expires"))
            if exp is not None and float(exp) < now:
                code = room.rsplit(":", 1)[1]
                self._call(lambda: (self._drop_answers(code), self.r.delete(room)))
                gone += 1
        return gone

    def ping(self):
        self._call(self.r.ping)


def open_store(setting: str | None = None) -> Store:
    """The store a setting names: ``redis://...`` (or ``rediss://``) is Redis; anything else is a SQLite file path;
    nothing (and no ``TBT_STORE`` nor ``TBT_STORE_FILE`` in the environment: :func:`setting_from_env`) is the
    default SQLite file. A setting Redis cannot use raises :class:`Unreachable` with its password masked
    (:func:`redact`): a store URL may carry one, and no message may show it."""
    setting = setting if setting is not None else setting_from_env()
    if setting.startswith(("redis://", "rediss://", "unix://")):
        _check_userinfo(setting)
        try:
            return RedisStore(setting)
        except Exception as err:                 # a malformed URL: the message may quote it
            raise Unreachable(safe_message(err, setting)) from None
    return SQLiteStore(setting or default_path())


# ---------------------------------------------------------- the setting, and its password kept out of sight

FILE_ENV = "TBT_STORE_FILE"
MASK = "***"
_USERINFO = r"(?i)\b([a-z][a-z0-9+.\-]*://)[^\s/?#]*@"        # scheme://user:password@ (to the last @ before the host)
_QUERY_PASSWORD = r"(?i)\b(password=)[^&\s'\"]*"                # ?password=... (redis-py reads it too)


def setting_from_env(environ=None) -> str:
    """``TBT_STORE`` if it is set; else the content of the file ``TBT_STORE_FILE`` names (a secret mounted as a file,
    as compose and Kubernetes mount them: the URL with its password then appears in no environment listing, no
    ``docker inspect``, no pod spec); else "" (the default SQLite file). A file that cannot be read, or is empty,
    raises :class:`Unreachable` naming the file, never its content."""
    environ = os.environ if environ is None else environ
    value = environ.get(ENV, "")
    if value:
        return value
    path = environ.get(FILE_ENV, "")
    if not path:
        return ""
    try:
        value = Path(path).read_text(encoding="utf-8").strip()
    except (OSError, UnicodeDecodeError) as err:
        raise Unreachable(f"{FILE_ENV}: cannot read {path} ({type(err).__name__})") from None
    if not value:
        raise Unreachable(f"{FILE_ENV}: {path} is empty")
    return value


def _check_userinfo(setting: str) -> None:
    """Refuse a URL whose password has an ``@``, ``/``, ``?`` or ``#`` that is not percent-encoded: the URL parser
    would take part of the password for the host or the path, and a connection error would then name that part."""
    rest = setting.split("://", 1)[1]
    if "@" in rest and any(c in rest.rsplit("@", 1)[0] for c in "@/?#"):
        raise Unreachable("the store URL's user or password holds @ / ? or # unencoded: percent-encode them "
                          "(urllib.parse.quote(password, safe=''))")


def _secret_parts(setting: str | None) -> set[str]:
    """What of ``setting`` must never be shown: its user-info (``user:password``), the password raw and
    percent-decoded, and a ``password=`` query value."""

    if not setting or "://" not in setting:
        return set()
    rest = setting.split("://", 1)[1]
    parts: set[str] = set()
    if "@" in rest:
        userinfo = rest.rsplit("@", 1)[0]
        password = userinfo.partition(":")[2] or userinfo
        parts |= {userinfo, password, unquote(password)}
    for value in re.findall(r"(?i)[?&]password=([^&#]*)", setting):
        parts |= {value, unquote(value)}
    return {p for p in parts if p}


def redact(text: str, setting: str | None = None) -> str:
    """``text`` with every ``scheme://user:password@`` reduced to ``scheme://***@``, every ``password=`` value
    masked, and whatever of ``setting`` is secret (:func:`_secret_parts`) masked wherever it appears."""

    for part in sorted(_secret_parts(setting), key=len, reverse=True):     # first: a URL rewritten below would
        text = text.replace(part, MASK)                                   # no longer hold the secret whole
    text = re.sub(_USERINFO, lambda m: m.group(1) + MASK + "@", text)
    text = re.sub(_QUERY_PASSWORD, lambda m: m.group(1) + MASK, text)
    return text


def safe_message(err: BaseException, setting: str | None = None) -> str:
    """An error's message as :class:`Unreachable` may carry it: redacted (:func:`redact`)."""
    return redact(str(err), setting)
