"""The live room's store (issue 25 §4) on both backends, each real: a SQLite file in WAL mode and a redis-server
started by the ``redis_url`` fixture. Codes, the teacher's key, one answer per student per question, closing,
expiry with deletion, rate limits, and sixty threads answering at once."""
import sqlite3
import threading
import time
import uuid

import pytest

from lm_core.lessons import store as st_
from lm_core.lessons.store import (ALPHABET, CODE_LEN, POOL, RATE_MAX, TTL, Forbidden, QuestionClosed, RateLimited,
                                   RedisStore, RoomExpired, SQLiteStore, Stale, UnknownRoom, Unreachable, open_store)


def test_the_sqlite_file_is_in_wal_mode(tmp_path):
    SQLiteStore(tmp_path / "r.sqlite3")
    with sqlite3.connect(tmp_path / "r.sqlite3") as db:
        assert db.execute("PRAGMA journal_mode").fetchone()[0] == "wal"


def test_a_kept_sqlite_connection_reads_what_another_process_wrote_since(tmp_path):
    """The store keeps idle connections for reuse (lm_core/lessons/store.py, ``POOL``). A kept connection must
    never answer from an old snapshot: a second store on the same file (another replica, or the app restarted beside
    it) writes, and every read of the first one sees the write at once, however many reads came before."""
    path = tmp_path / "r.sqlite3"
    a, b = SQLiteStore(path), SQLiteStore(path)
    made = a.create("counting")
    for step in range(2, 8):
        before = a.version(made.code)
        assert a.room(made.code).step == step - 1          # reads that leave connections in the pool
        b.set_step(made.code, made.key, step)
        assert a.version(made.code) > before and a.room(made.code).step == step
    assert 1 <= len(a._idle) <= POOL


def test_a_connection_that_saw_an_error_is_not_kept(tmp_path):
    store = SQLiteStore(tmp_path / "r.sqlite3")
    with pytest.raises(sqlite3.OperationalError):
        with store._db() as db:
            db.execute("SELECT * FROM no_such_table")
    assert store._idle == []
    with pytest.raises(UnknownRoom):                        # a refusal is not a broken connection: kept
        store.room("ABCDEF")
    assert len(store._idle) == 1 and not store._idle[0].in_transaction


def test_open_store_picks_the_backend(tmp_path, redis_url, monkeypatch):
    assert isinstance(open_store(str(tmp_path / "x.sqlite3")), SQLiteStore)
    assert isinstance(open_store(redis_url), RedisStore)
    monkeypatch.setenv("TBT_STORE", redis_url)
    assert isinstance(open_store(), RedisStore)
    monkeypatch.setenv("TBT_STORE", str(tmp_path / "y.sqlite3"))
    assert isinstance(open_store(), SQLiteStore) and (tmp_path / "y.sqlite3").exists()
    # the README's three Redis forms (TLS, a socket) are Redis too; connecting waits for the first use
    assert isinstance(open_store("rediss://127.0.0.1:6390/0"), RedisStore)
    assert isinstance(open_store("unix:///tmp/no-such-redis.sock"), RedisStore)
    monkeypatch.chdir(tmp_path)                                              # (the file is made where the tests run)
    assert isinstance(open_store("rediss-like.sqlite3"), SQLiteStore)       # a file name that only looks like one


def test_a_handover_code_and_every_key_of_a_redis_room_expire(redis_url):
    """Nothing a Redis room writes lives forever: the one-time code goes after its 2 minutes (plus a second), the
    room's keys with the room."""
    store = RedisStore(redis_url, prefix=f"t{uuid.uuid4().hex[:8]}")
    made = store.create("counting")
    tok = store.join(made.code)
    store.answer(made.code, tok, 1, "3.0")
    store.handover(made.code, made.key)
    ttls = {k: store.r.ttl(k) for k in store.r.scan_iter(f"{store.prefix}:*")}
    handover = [t for k, t in ttls.items() if "handover" in k]
    assert len(handover) == 1 and 110 <= handover[0] <= 122, ttls
    # a room's record stays an hour past its expiry, to say "expired" rather than "unknown"; nothing stays longer
    assert all(0 < t <= TTL + 3600 + 2 for t in ttls.values()), ttls


def test_codes_have_no_look_alikes(store):
    assert not set("0O1IL") & set(ALPHABET)
    codes = {store.create("counting").code for _ in range(30)}
    assert len(codes) == 30
    assert all(len(c) == CODE_LEN and set(c) <= set(ALPHABET) for c in codes)


def test_a_room_from_start_to_end(store):
    made = store.create("counting")
    room = store.room(made.code)
    assert (room.lesson, room.step, room.ended, room.closed, room.students) == ("counting", 1, False, (), 0)
    a, b = store.join(made.code), store.join(made.code)
    assert a != b and made.key not in (a, b)
    assert store.join(made.code, a) == a                     # a returning student keeps their token
    store.answer(made.code, a, 1, "27.0", "Ada")
    store.answer(made.code, b, 1, "12.0")
    store.answer(made.code, a, 1, "13.0", "Ada")             # changed, not added
    assert store.count(made.code, 1) == 2
    assert sorted(store.values(made.code, made.key, 1)) == ["12.0", "13.0"]
    assert store.mine(made.code, a, 1) == "13.0" and store.mine(made.code, "stranger", 1) is None
    v0 = store.version(made.code)
    store.close(made.code, made.key, 1, "12.39")
    assert store.version(made.code) == v0 + 1
    assert store.truth(made.code, 1) == "12.39" and store.room(made.code).closed == (1,)
    with pytest.raises(QuestionClosed):
        store.answer(made.code, a, 1, "1.0")
    assert store.mine(made.code, a, 1) == "13.0"
    store.reopen(made.code, made.key, 1)
    store.answer(made.code, a, 1, "1.0")
    store.set_step(made.code, made.key, 2)
    assert store.room(made.code).step == 2 and store.room(made.code).students == 2
    store.end(made.code, made.key)
    assert store.room(made.code).ended
    with pytest.raises(QuestionClosed):
        store.answer(made.code, a, 2, "x")


def test_only_the_key_leads(store):
    made = store.create("words")
    other = store.create("words")
    student = store.join(made.code)
    for key in (None, "", student, other.key, made.key + "x", made.key[:-1]):
        assert not store.is_teacher(made.code, key)
        for action in (lambda: store.set_step(made.code, key, 3), lambda: store.close(made.code, key, 1, "1"),
                       lambda: store.reopen(made.code, key, 1), lambda: store.end(made.code, key),
                       lambda: store.values(made.code, key, 1)):
            with pytest.raises(Forbidden):
                action()
    assert store.room(made.code).step == 1 and not store.room(made.code).ended
    assert store.is_teacher(made.code, made.key)


def test_only_students_of_the_room_answer(store):
    made, other = store.create("words"), store.create("words")
    outsider = store.join(other.code)
    for token in (outsider, "made-up", made.key, None):
        with pytest.raises(Forbidden):
            store.answer(made.code, token, 1, "king")
    assert store.count(made.code, 1) == 0


@pytest.mark.parametrize("code", ["", "ABC", "ABCDE0", "abcdef", "ABCDEFG", "ABC DE", "'; DROP TABLE rooms; --",
                                  "ÀBCDEF", None, 123456])
def test_unknown_codes(store, code):
    with pytest.raises(UnknownRoom):
        store.room(code)
    with pytest.raises(UnknownRoom):
        store.join(code)
    assert store.version(code) is None


def test_a_well_formed_code_that_does_not_exist(store):
    with pytest.raises(UnknownRoom):
        store.room("ABCDEF" if store.version("ABCDEF") is None else "ZZZZZZ")


def test_bad_values_are_refused(store):
    made = store.create("counting")
    tok = store.join(made.code)
    for step, value, nick in [(0, "1", ""), (21, "1", ""), ("1", "1", ""), (True, "1", ""), (1, "", ""),
                              (1, "x" * 41, ""), (1, 1.0, ""), (1, "1", "n" * 21), (1, "1", None)]:
        with pytest.raises(st_.BadInput):
            store.answer(made.code, tok, step, value, nick)
    assert store.count(made.code, 1) == 0


def _short(store, ttl):
    if isinstance(store, SQLiteStore):
        return SQLiteStore(store.path, ttl=ttl)
    return RedisStore(store.url, prefix=store.prefix, ttl=ttl)


def test_rooms_expire_and_their_answers_go(store):
    short = _short(store, 1.0)
    made = short.create("counting")
    tok = short.join(made.code)
    short.answer(made.code, tok, 1, "3.0")
    assert short.count(made.code, 1) == 1
    time.sleep(1.3)
    with pytest.raises(RoomExpired):
        short.room(made.code)
    assert short.count(made.code, 1) == 0 and short.mine(made.code, tok, 1) is None      # deleted with the room
    with pytest.raises((RoomExpired, UnknownRoom)):
        short.join(made.code)
    with pytest.raises((RoomExpired, UnknownRoom)):
        short.answer(made.code, tok, 1, "4.0")
    fresh = store.create("counting")
    assert store.room(fresh.code).expires == pytest.approx(time.time() + TTL, abs=5)     # 12 hours by default


def test_purge_deletes_expired_rooms(store):
    short = _short(store, 1.0)
    old = short.create("counting")
    tok = short.join(old.code)
    short.answer(old.code, tok, 1, "1.0")
    live = store.create("counting")
    time.sleep(1.3)
    short.purge()
    assert short.count(old.code, 1) == 0
    with pytest.raises((RoomExpired, UnknownRoom)):
        short.room(old.code)
    assert store.room(live.code).lesson == "counting"


def test_purge_removes_exactly_the_rooms_past_their_expiry(store):
    """Purge at a chosen time (no waiting, so Redis's own expiry does not do the work): a room expiring at that very
    second is kept, one expired before is gone with its answers, students and console keys, and the count says so."""
    short = _short(store, 100.0)
    old = short.create("counting")
    tok = short.join(old.code)
    short.answer(old.code, tok, 1, "1.0")
    live = store.create("counting")                              # 12 hours
    expires = short.room(old.code).expires
    assert store.purge(now=expires) == 0                         # not past its expiry yet: kept
    assert short.count(old.code, 1) == 1 and short.room(old.code).lesson == "counting"
    assert store.purge(now=expires + 1.0) == 1                   # one room gone, the other kept
    assert short.count(old.code, 1) == 0 and short.mine(old.code, tok, 1) is None
    assert not short.is_teacher(old.code, old.key)
    with pytest.raises((RoomExpired, UnknownRoom)):
        short.room(old.code)
    assert store.room(live.code).lesson == "counting" and store.purge(now=expires + 2.0) == 0
    if isinstance(store, RedisStore):           # nothing of the purged room is left but its rate window (10 s)
        left = [k for k in store.r.scan_iter(f"{store.prefix}:*{old.code}*") if ":rate:" not in k]
        assert not left, left


def test_a_room_is_live_up_to_its_expiry_second(store):
    made = store.create("counting")
    expires = store.room(made.code).expires
    assert store.room(made.code, expires).step == 1                       # at the second itself: still live
    with pytest.raises(RoomExpired):
        store.room(made.code, expires + 0.5)


def test_answers_are_rate_limited_per_student(store):
    made = store.create("counting")
    a, b = store.join(made.code), store.join(made.code)
    now = time.time()                                        # one rate window (SQLite counts per window of now)
    for i in range(RATE_MAX):
        store.answer(made.code, a, 1, f"{i}.0", now=now)
    with pytest.raises(RateLimited):
        store.answer(made.code, a, 1, "99.0", now=now)
    assert store.mine(made.code, a, 1) == f"{RATE_MAX - 1}.0"
    store.answer(made.code, b, 1, "5.0")                     # another student is not slowed down
    assert store.count(made.code, 1) == 2


def test_sixty_sessions_at_once_lose_and_duplicate_nothing(store):
    """Sixty threads join and answer twice each (the second changes the answer), all at once: exactly sixty answers,
    each the student's second one."""
    made = store.create("counting")
    tokens = [store.join(made.code) for _ in range(60)]
    barrier = threading.Barrier(60)
    errors = []

    def student(i, token):
        try:
            barrier.wait()
            store.answer(made.code, token, 1, f"{i}.0", f"s{i}")
            store.answer(made.code, token, 1, f"{i}.5", f"s{i}")
        except Exception as err:          # noqa: BLE001 (reported below)
            errors.append(repr(err))

    threads = [threading.Thread(target=student, args=(i, tok)) for i, tok in enumerate(tokens)]
    for th in threads:
        th.start()
    for th in threads:
        th.join()
    assert not errors, errors
    assert store.count(made.code, 1) == 60
    assert sorted(store.values(made.code, made.key, 1)) == sorted(f"{i}.5" for i in range(60))
    assert all(store.mine(made.code, tok, 1) == f"{i}.5" for i, tok in enumerate(tokens))


def test_sixty_joins_at_once_are_sixty_students(store):
    made = store.create("counting")
    out, barrier = [], threading.Barrier(60)

    def join():
        barrier.wait()
        out.append(store.join(made.code))

    threads = [threading.Thread(target=join) for _ in range(60)]
    for th in threads:
        th.start()
    for th in threads:
        th.join()
    assert len(set(out)) == 60 and store.room(made.code).students == 60


def test_a_stopped_redis_is_unreachable_not_a_crash():
    import socket
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    dead = RedisStore(f"redis://127.0.0.1:{port}/0")
    for action in (dead.ping, lambda: dead.create("counting"), lambda: dead.room("ABCDEF"),
                   lambda: dead.version("ABCDEF"), lambda: dead.join("ABCDEF")):
        with pytest.raises(Unreachable):
            action()


def test_an_unwritable_sqlite_path_is_unreachable(tmp_path):
    (tmp_path / "ro").mkdir()
    with pytest.raises(Unreachable):
        SQLiteStore(tmp_path / "ro" / "missing-dir" / "rooms.sqlite3")


def test_every_teacher_action_refuses_a_stale_screen(store):
    """Close, reopen, move and end each carry the version the console drew: one drawn before another console's
    action is refused, and nothing changes."""
    made = store.create("counting")
    v0 = store.version(made.code)
    store.set_step(made.code, made.key, 2, seen=v0)
    with pytest.raises(Stale):
        store.close(made.code, made.key, 2, "3.0", seen=v0)
    v1 = store.version(made.code)
    store.close(made.code, made.key, 2, "3.0", seen=v1)
    with pytest.raises(Stale):
        store.reopen(made.code, made.key, 2, seen=v1)
    assert 2 in store.room(made.code).closed
    with pytest.raises(Stale):
        store.set_step(made.code, made.key, 3, seen=v1)
    with pytest.raises(Stale):
        store.end(made.code, made.key, seen=v1)
    assert store.room(made.code).step == 2 and not store.room(made.code).ended


def test_no_handover_from_an_expired_room_and_no_answer_for_an_odd_token(store):
    made = store.create("counting")
    expires = store.room(made.code).expires
    with pytest.raises(RoomExpired):
        store.handover(made.code, made.key, now=expires + 1)
    assert len(store.handover(made.code, made.key, now=expires - 1)) == 8
    for odd in (None, 12, b"x", ""):
        assert store.mine(made.code, odd, 1) is None


def test_each_question_keeps_its_own_answers_and_each_room_its_own_students(store):
    """One answer per student per question (the README): across several questions of one room, each question's
    count and each student's own answer are that question's alone, however many the others got; and a student's
    token is a token of its room only: brought to another room, it is not recognised there (a new one is made)."""
    made, other = store.create("counting"), store.create("counting")
    a, b = store.join(made.code), store.join(made.code)
    for step, answers in ((2, {a: "2.0", b: "2.5"}), (4, {a: "4.0"}), (5, {})):
        for tok, value in answers.items():
            store.answer(made.code, tok, step, value)
    assert [store.count(made.code, s) for s in (2, 4, 5)] == [2, 1, 0]
    assert [store.mine(made.code, a, s) for s in (2, 4, 5)] == ["2.0", "4.0", None]
    assert [store.mine(made.code, b, s) for s in (2, 4, 5)] == ["2.5", None, None]
    assert store.count(other.code, 2) == 0 and store.mine(other.code, a, 2) is None
    there = store.join(other.code, a)
    assert there != a and store.room(other.code).students == 1
    store.answer(other.code, there, 2, "7.0")
    with pytest.raises(Forbidden):
        store.answer(other.code, a, 2, "7.5")
    assert store.count(made.code, 2) == 2 and store.mine(made.code, a, 2) == "2.0"
