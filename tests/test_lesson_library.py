"""Lessons kept for a link (issue 47; lm_core/lessons/library.py) on both real backends: a SQLite file and a
redis-server (the ``redis_url`` fixture). A kept lesson comes back as written, lives 30 days unless the deploy says
otherwise (``TBT_LESSON_DAYS``), is readable up to its expiry second and not after, and its code is 10 characters
of the look-alike-free alphabet, drawn at random."""
import uuid

import pytest

from lm_core.lessons import library as lib
from lm_core.lessons.lessonfile import MAX_BYTES
from lm_core.lessons.store import ALPHABET, BadInput, RedisStore, SQLiteStore, Unreachable

TEXT = 'title.en = "Zwei Schritte — ünïcode"\n[[step]]\npage = "home"\ntitle.en = "One"\n'
DAY = 24 * 3600




def test_a_kept_lesson_comes_back_as_written_and_codes_differ(store):
    library = lib.library_for(store, ttl=DAY)
    codes = {library.put(TEXT) for _ in range(20)}
    assert len(codes) == 20
    for code in codes:
        assert len(code) == 10 and set(code) <= set(ALPHABET)
        assert library.get(code) == TEXT


def test_the_file_size_cap_holds_in_the_library(store):
    library = lib.library_for(store, ttl=DAY)
    at_cap = "#" + "é" * ((MAX_BYTES - 2) // 2) + "\n"                 # 64 kB of UTF-8 exactly (é is 2 bytes)
    assert len(at_cap.encode()) == MAX_BYTES
    assert library.get(library.put(at_cap)) == at_cap
    for bad in (at_cap + "x", "", None, b"bytes"):
        with pytest.raises(BadInput):
            library.put(bad)


@pytest.mark.parametrize("code", ["", "ABCDE", "ABCDEFGHJK1", "abcdefghjk", "ABCDEFGHJ0", "ABCDE FGHJ", None, 12])
def test_malformed_and_unknown_codes_are_unknown(store, code):
    library = lib.library_for(store, ttl=DAY)
    with pytest.raises(lib.UnknownLesson):
        library.get(code)


def test_a_well_formed_code_never_made_is_unknown(store):
    library = lib.library_for(store, ttl=DAY)
    made = library.put(TEXT)
    other = next(c for c in ("AAAAAAAAAA", "BBBBBBBBBB") if c != made)
    with pytest.raises(lib.UnknownLesson):
        library.get(other)


def test_a_lesson_lives_30_days_by_default_up_to_its_expiry_second(store, monkeypatch):
    monkeypatch.delenv(lib.DAYS_ENV, raising=False)
    library = lib.library_for(store)
    now = 1_800_000_000.0
    code = library.put(TEXT, now=now)
    assert library.get(code, now=now + 30 * DAY) == TEXT                 # the 30th day's last second: still there
    with pytest.raises(lib.LessonExpired):
        library.get(code, now=now + 30 * DAY + 0.5)


def test_the_deploy_sets_the_lifetime_in_days(store, monkeypatch):
    monkeypatch.setenv(lib.DAYS_ENV, "2.5")
    library = lib.library_for(store)
    now = 1_800_000_000.0
    code = library.put(TEXT, now=now)
    assert library.get(code, now=now + 2.5 * DAY) == TEXT
    with pytest.raises(lib.LessonExpired):
        library.get(code, now=now + 2.5 * DAY + 1)


@pytest.mark.parametrize("raw", ["0", "-3", "nan", "inf", "thirty", "30d"])
def test_a_lifetime_that_is_not_days_above_zero_is_refused(raw):
    with pytest.raises(Unreachable, match=lib.DAYS_ENV):
        lib.ttl_from_env({lib.DAYS_ENV: raw})
    assert lib.ttl_from_env({}) == 30 * DAY and lib.ttl_from_env({lib.DAYS_ENV: " "}) == 30 * DAY


def test_expired_sqlite_lessons_are_deleted_an_hour_later_as_new_ones_come(tmp_path):
    store = SQLiteStore(tmp_path / "rooms.sqlite3")
    library = lib.library_for(store, ttl=10.0)
    old = library.put(TEXT, now=1000.0)            # expires at 1010
    library.put(TEXT, now=1010.0 + 3600)           # an hour after its expiry: kept, and said to be expired
    with pytest.raises(lib.LessonExpired):
        library.get(old, now=1011.0)
    library.put(TEXT, now=1011.0 + 3600)           # more than an hour after: deleted
    with pytest.raises(lib.UnknownLesson):
        library.get(old, now=1000.0)


def test_redis_drops_a_lesson_an_hour_after_its_expiry(redis_url):
    store = RedisStore(redis_url, prefix=f"t{uuid.uuid4().hex[:8]}")
    library = lib.library_for(store, ttl=100.0)
    import time
    now = time.time()
    code = library.put(TEXT, now=now)
    left = store.r.ttl(f"{store.prefix}:lesson:{code}")
    assert 100 + 3600 - 5 <= left <= 100 + 3600 + 2


def test_a_stopped_redis_is_unreachable():
    import socket
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    library = lib.library_for(RedisStore(f"redis://127.0.0.1:{port}/0"), ttl=DAY)
    with pytest.raises(Unreachable):
        library.put(TEXT)
    with pytest.raises(Unreachable):
        library.get("ABCDEFGHJK")


@pytest.mark.parametrize("typed, code", [("abcde-fgh23", "ABCDEFGH23"), (" ABCDE FGH23 ", "ABCDEFGH23"),
                                         ("lib_ABCDEFGH23", "ABCDEFGH23"),
                                         ("https://x.example/?lesson=lib_ABCDEFGH23&lang=it", "ABCDEFGH23")])
def test_a_typed_or_pasted_code_is_read(typed, code):
    assert lib.normal_code(typed) == code and lib.valid_code(code)
    assert lib.code_of(lib.lesson_id(code)) == code and lib.code_of("counting") is None
