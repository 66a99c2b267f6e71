"""Lessons kept for a link (issue 47): a teacher's lesson file stored under a short code, in the same store as the
live rooms (the SQLite file by default, Redis for replicas: ``TBT_STORE``), expiring after 30 days unless the deploy
says otherwise (``TBT_LESSON_DAYS``, docs/hosting.md).

- A code has 10 characters of the rooms' alphabet (no look-alikes: ``store.ALPHABET``), drawn with ``secrets``:
  31^10, about 8·10^14 codes (49 bits), so a student who knows one code cannot reach another by trying its
  neighbours. It is shown as two groups of five (``ABCDE-FGH23``); a typed code is read as the join box reads a
  room's (``store.normal_code``: case, spaces and dashes do not matter).
- What is kept is the file's text, never a parsed lesson: whoever opens the code runs it through the same loader as
  an upload (``lessonfile.load``), so a stored lesson is untrusted input too. The library refuses text over the
  loader's size cap (``lessonfile.MAX_BYTES``) before it reaches the store.
- A lesson is readable up to its expiry second included (as a room is), then :class:`LessonExpired`; a lesson is
  deleted an hour after its expiry (until then its code says "expired" rather than "unknown"): SQLite deletes such
  rows as new lessons are put, Redis expires its keys.

The connection is the store's own: :func:`library_for` wraps an open :class:`store.Store` (its SQLite pool, or its
Redis client and key prefix), so a deploy configures one store for both. No streamlit here.
"""
from __future__ import annotations

import math
import os
import secrets
import time

from . import store as backend
from .lessonfile import MAX_BYTES

CODE_LEN = 10
DAY = 24 * 3600
DAYS_ENV = "TBT_LESSON_DAYS"
DEFAULT_DAYS = 30
GRACE = 3600                           # an expired lesson is deleted an hour later (till then: "expired")
ID_PREFIX = "lib_"                     # a kept lesson's id in the app: lib_<code> (an identifier, as ids must be)


class UnknownLesson(backend.StoreError):
    code = "unknown"


class LessonExpired(backend.StoreError):
    code = "expired"


def ttl_from_env(environ=None) -> float:
    """How long a kept lesson lives, in seconds: ``TBT_LESSON_DAYS`` (a number of days > 0, fractions allowed), else
    30 days. A setting that is not such a number raises :class:`store.Unreachable` naming the variable (the deploy is
    wrong, and saying so beats keeping lessons for a time nobody chose)."""
    environ = os.environ if environ is None else environ
    raw = str(environ.get(DAYS_ENV, "")).strip()
    if not raw:
        return DEFAULT_DAYS * DAY
    try:
        days = float(raw)
    except ValueError:
        days = math.nan
    if not (math.isfinite(days) and days > 0):
        raise backend.Unreachable(f"{DAYS_ENV} must be a number of days above 0")
    return days * DAY


def new_code() -> str:
    return "".join(secrets.choice(backend.ALPHABET) for _ in range(CODE_LEN))


def valid_code(code) -> bool:
    return isinstance(code, str) and len(code) == CODE_LEN and all(c in backend.ALPHABET for c in code)


def normal_code(raw) -> str:
    """A typed or pasted code as stored: a link's ``lesson=lib_…`` or the id itself is read for its code; case,
    spaces and dashes are dropped (``abcde-fgh23`` is ``ABCDEFGH23``)."""
    text = str(raw or "").strip()[:300]
    if "lesson=" in text:
        text = text.split("lesson=", 1)[1].split("&", 1)[0]
    if text.lower().startswith(ID_PREFIX):
        text = text[len(ID_PREFIX):]
    return "".join(ch for ch in text if ch not in " -").upper()[:CODE_LEN + 4]


def shown(code: str) -> str:
    """A code as a teacher reads it aloud: two groups of five."""
    return f"{code[:5]}-{code[5:]}"


def lesson_id(code: str) -> str:
    return ID_PREFIX + code


def code_of(lesson_id: str) -> str | None:
    """The code of a kept lesson's id (``lib_<code>``), or None for any other id."""
    if isinstance(lesson_id, str) and lesson_id.startswith(ID_PREFIX) and valid_code(lesson_id[len(ID_PREFIX):]):
        return lesson_id[len(ID_PREFIX):]
    return None


def _check_text(text) -> bytes:
    if not isinstance(text, str):
        raise backend.BadInput("lesson")
    raw = text.encode("utf-8", "surrogatepass")
    if not raw or len(raw) > MAX_BYTES:
        raise backend.BadInput("lesson")
    return raw


class Library:
    """Put a lesson file's text, get it back by code. ``now`` (seconds since the epoch) is for tests."""

    ttl: float

    def put(self, text: str, now: float | None = None) -> str:
        """Keep ``text`` (at most ``MAX_BYTES`` of UTF-8); its new code."""
        raise NotImplementedError

    def get(self, code: str, now: float | None = None) -> str:
        """The kept text, or :class:`UnknownLesson` (a code never made, or malformed) / :class:`LessonExpired`."""
        now = time.time() if now is None else now
        if not valid_code(code):
            raise UnknownLesson(str(code)[:20])
        found = self._find(code)
        if found is None:
            raise UnknownLesson(code)
        body, expires = found
        if expires < now:
            raise LessonExpired(code)
        return body

    def _find(self, code: str) -> tuple[str, float] | None:
        """``(text, expiry)`` kept under a well-formed ``code``, or None."""
        raise NotImplementedError


_SCHEMA = ("CREATE TABLE IF NOT EXISTS lessons (code TEXT PRIMARY KEY, body TEXT NOT NULL, created REAL NOT NULL, "
           "expires REAL NOT NULL)")


class SQLiteLibrary(Library):
    """A table ``lessons`` in the rooms' SQLite file, through the store's connections (``SQLiteStore._write``)."""

    def __init__(self, store: backend.SQLiteStore, ttl: float):
        self.store, self.ttl = store, ttl
        store._write(lambda db: db.execute(_SCHEMA))

    def put(self, text, now=None):
        raw = _check_text(text)
        now = time.time() if now is None else now

        def go(db):
            db.execute("DELETE FROM lessons WHERE expires < ?", (now - GRACE,))
            while True:
                code = new_code()
                if db.execute("SELECT 1 FROM lessons WHERE code = ?", (code,)).fetchone() is None:
                    break
            db.execute("INSERT INTO lessons (code, body, created, expires) VALUES (?, ?, ?, ?)",
                       (code, raw.decode("utf-8", "surrogatepass"), now, now + self.ttl))
            return code
        return self.store._write(go)

    def _find(self, code):
        row = self.store._read(lambda db: db.execute("SELECT body, expires FROM lessons WHERE code = ?",
                                                     (code,)).fetchone())
        return None if row is None else (row[0], row[1])


class RedisLibrary(Library):
    """A hash ``<prefix>:lesson:<code>`` (body, expires) per lesson, through the store's Redis client; Redis deletes
    it an hour after its expiry."""

    def __init__(self, store: backend.RedisStore, ttl: float):
        self.store, self.ttl = store, ttl

    def _key(self, code: str) -> str:
        return f"{self.store.prefix}:lesson:{code}"

    def put(self, text, now=None):
        raw = _check_text(text)
        now = time.time() if now is None else now
        expires = now + self.ttl
        r = self.store.r

        def go():
            while True:
                code = new_code()
                if r.hsetnx(self._key(code), "expires", repr(expires)):
                    break
            pipe = r.pipeline()
            pipe.hset(self._key(code), "body", raw.decode("utf-8", "surrogatepass"))
            pipe.expireat(self._key(code), int(math.ceil(expires)) + GRACE)
            pipe.execute()
            return code
        return self.store._call(go)

    def _find(self, code):
        h = self.store._call(lambda: self.store.r.hgetall(self._key(code)))
        return (h["body"], float(h["expires"])) if h and "body" in h and "expires" in h else None


def library_for(store: backend.Store, ttl: float | None = None) -> Library:
    """The library in ``store`` (the rooms' store, already open), keeping lessons ``ttl`` seconds (by default
    :func:`ttl_from_env`)."""
    ttl = ttl_from_env() if ttl is None else ttl
    if isinstance(store, backend.RedisStore):
        return RedisLibrary(store, ttl)
    if isinstance(store, backend.SQLiteStore):
        return SQLiteLibrary(store, ttl)
    raise TypeError(f"no library for {type(store).__name__}")
