"""A live room over AppTest (issue 25 §3, §5, §7): a teacher and students in separate sessions share a real store
(a SQLite file here; the browser test and the store tests cover Redis too). The students follow the teacher's step,
answer, see their answer against the truth; only the teacher's key leads; bad codes and a dead store get a message."""
import socket

import pytest

from lm_core.lessons import store as backend
from ui.lesson import answers


@pytest.fixture
def shared(tmp_path, monkeypatch):
    path = tmp_path / "rooms.sqlite3"
    monkeypatch.setenv("TBT_STORE", str(path))
    return backend.SQLiteStore(path)


def texts(at):
    return [e.value for kind in ("subheader", "markdown", "caption", "info", "warning", "error", "success", "text")
            for e in getattr(at, kind)]


def _start(app):
    teacher = app(lesson="counting", step=2)
    teacher.button(key="room_start").click().run()
    assert not teacher.exception, [e.value for e in teacher.exception]
    code = teacher.session_state["room"]
    assert backend.valid_code(code) and teacher.query_params["room"] == code
    key = teacher.session_state["_room_key"]
    assert key not in str(dict(teacher.query_params))                 # the key is never in the address bar
    return teacher, code, key


def _answer(at, n, value, lesson="counting"):
    k = f"lesson_in_{lesson}_{n}"
    try:
        at.text_input(key=k).set_value(value)
    except KeyError:
        at.radio(key=k).set_value(value)
    at.button(key=f"lesson_commit_{lesson}_{n}").click().run()
    assert not at.exception, [e.value for e in at.exception]


def test_teacher_and_students(app, shared):
    teacher, code, key = _start(app)
    assert any(f"**{code}**" in x for x in texts(teacher))
    assert any(c.value.endswith(f"?room={code}") for c in teacher.code)          # the join link, no key in it
    assert teacher.get("imgs") or teacher.get("image")                             # the QR code, drawn here

    s1 = app(room=code)
    s2 = app(room=code, who="forged-token")                                       # an unknown token gets a new one
    for s in (s1, s2):
        assert "What percentage of the table's cells are empty" in " ".join(texts(s))
        assert s.session_state["who"] and s.query_params["who"] == s.session_state["who"]
        assert "_room_key" not in s.session_state
    assert s2.session_state["who"] != "forged-token"
    _answer(s1, 2, "15")
    s2.text_input(key="room_nick").set_value("**Bo** <b>x</b>")
    _answer(s2, 2, "90")
    assert "**Bo** <b>x</b>" in [e.value for e in s2.text]                       # shown as plain text
    _answer(s2, 2, "80")                                                          # changed, still one answer
    assert shared.count(code, 2) == 2 and sorted(shared.values(code, key, 2)) == ["15.0", "80.0"]

    teacher.run()
    assert any("2 of 2 students have answered." in x for x in texts(teacher))

    # a student cannot lead: not with the buttons' callbacks (they pass the session's key, which it lacks) ...
    with pytest.raises(backend.Forbidden):
        shared.set_step(code, s1.session_state.get("_room_key"), 5)
    # ... nor with a teacher's link it made up
    forged = app(room=code, tkey="made-up")
    assert "_room_key" not in forged.session_state and "room_close" not in [b.key for b in forged.button]
    assert shared.room(code).step == 2

    teacher.button(key="room_close").click().run()
    assert not teacher.exception
    truth = answers.truth("empty_share")
    assert shared.truth(code, 2) == repr(truth)
    assert teacher.get("plotly_chart")                                            # the distribution
    assert any("1 of 2 right" in x for x in texts(teacher)), texts(teacher)
    s1.run()
    assert any("Yours: **15" in x and "Right." in x for x in texts(s1)), texts(s1)
    s2.run()
    assert any("Yours: **80" in x and "Not quite." in x for x in texts(s2))
    assert "lesson_in_counting_2" not in [w.key for w in s2.text_input]          # closed: no answer box
    with pytest.raises(backend.QuestionClosed):                                   # nor a crafted submission
        shared.answer(code, s2.session_state["who"], 2, "15.0")
    assert shared.mine(code, s2.session_state["who"], 2) == "80.0"

    teacher.button(key="room_next").click().run()
    assert shared.room(code).step == 3
    s1.run()
    assert "Sampling names" in [h.value for h in s1.subheader]                    # followed the teacher
    teacher.button(key="room_end").click().run()
    assert not teacher.exception
    assert teacher.get("download_button")
    s1.run()
    assert any("The class is over" in h.value for h in s1.subheader)
    s1.button(key="room_leave").click().run()
    assert not s1.exception and "room" not in s1.query_params and "lesson" not in s1.query_params


def test_a_student_who_reconnects_is_the_same_student(app, shared):
    _, code, key = _start(app)
    s = app(room=code)
    token = s.session_state["who"]
    _answer(s, 2, "20")
    again = app(room=code, who=token)                     # a new session (another replica) with the same link
    assert again.session_state["who"] == token
    assert any("Your answer: **20" in x for x in texts(again))
    assert shared.count(code, 2) == 1


@pytest.mark.parametrize("code", ["ZZZZZZ", "abc", "<script>", "OOOOOO"])
def test_unknown_room_codes_get_a_message(app, shared, code):
    at = app(room=code)
    assert not at.exception
    if backend.valid_code(code):
        assert any("There is no room with the code ZZZZZZ" in e.value for e in at.error)
    else:                                                 # refused by the URL's own rule: a notice, the front door
        assert "room" not in at.query_params


def test_an_expired_room(app, tmp_path, monkeypatch):
    path = tmp_path / "old.sqlite3"
    monkeypatch.setenv("TBT_STORE", str(path))
    made = backend.SQLiteStore(path).create("words", now=1.0)
    at = app(room=made.code)
    assert any("has expired" in e.value for e in at.error)


def test_a_store_that_cannot_be_reached(app, monkeypatch):
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        port = sock.getsockname()[1]
    monkeypatch.setenv("TBT_STORE", f"redis://127.0.0.1:{port}/0")
    at = app(lesson="counting", step=2)
    at.button(key="room_start").click().run()
    assert not at.exception
    assert any("cannot be reached" in w.value for w in at.warning)
    assert "room" not in at.query_params and at.session_state["step"] == 2        # the lesson goes on alone
    at = app(room="ABCDEF")
    assert not at.exception and any("cannot be reached" in w.value for w in at.warning)


def test_joining_by_typed_code(app, shared):
    _, code, _ = _start(app)
    home = app()
    home.text_input(key="room_join_code").set_value("nope").run()
    home.button(key="room_join").click().run()
    assert any("6 letters and digits" in e.value for e in home.error)
    home.text_input(key="room_join_code").set_value(code.lower()[:3] + " " + code.lower()[3:]).run()
    home.button(key="room_join").click().run()
    assert not home.exception
    assert home.query_params["room"] == code and "What percentage" in " ".join(texts(home))


def _own_redis():
    import subprocess
    import time
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        port = sock.getsockname()[1]
    proc = subprocess.Popen(["/usr/bin/redis-server", "--port", str(port), "--bind", "127.0.0.1", "--save", "",
                             "--appendonly", "no"], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    for _ in range(200):
        try:
            with socket.create_connection(("127.0.0.1", port), timeout=0.2):
                return proc, f"redis://127.0.0.1:{port}/0"
        except OSError:
            time.sleep(0.05)
    proc.kill()
    raise RuntimeError("redis-server did not start")


def test_redis_stopped_in_the_middle_of_a_lesson(app, monkeypatch):
    """On Redis: a teacher and a student mid-question; the server stops; both pages get a message and the lesson
    goes on alone (no exception); the student's committed answer stays in their own link."""
    proc, url = _own_redis()
    try:
        monkeypatch.setenv("TBT_STORE", url)
        teacher, code, _ = _start(app)
        student = app(room=code)
        _answer(student, 2, "12")
        assert backend.RedisStore(url).count(code, 2) == 1
    finally:
        proc.terminate()
        proc.wait(timeout=10)
    for at in (student, teacher):
        at.run()
        assert not at.exception, [e.value for e in at.exception]
        assert any("cannot be reached" in w.value for w in at.warning)
        assert at.button(key="lesson_next")                                       # the lesson alone goes on
    assert student.query_params["la"] == "2~12.0"


def test_a_student_in_a_room_gets_no_share_panel(app, shared):
    """The share panel's link would carry the student's own token (whoever opened it would answer as them): a
    student in a live room draws none; the teacher, and the same student after leaving the room, do."""
    from ui import share
    from ui.strings.share import EN

    def panel(at) -> bool:
        """The share panel's expander is in the sidebar (its content is drawn when it is opened)."""
        return EN["share.title"] in [e.label for e in at.sidebar.expander]

    teacher, code, _ = _start(app)
    assert panel(teacher)
    teacher.session_state[share.OPEN] = True
    teacher.run()
    assert "share_hide" in [w.key for w in teacher.multiselect]
    s = app(room=code)
    token = s.session_state["who"]
    assert token and not panel(s) and share.OPEN not in s.session_state
    assert "share_hide" not in [w.key for w in s.multiselect]
    assert "share_present" not in [w.key for w in s.toggle]
    teacher.button(key="room_end").click().run()
    s.run()
    s.button(key="room_leave").click().run()
    assert not s.exception and panel(s)


def test_the_view_link_never_carries_a_students_token_or_the_teachers_key(app, shared):
    from ui import export
    from ui.lesson import room

    teacher, code, key = _start(app)
    student = app(room=code)
    token = student.session_state["who"]
    assert student.query_params["who"] == token                        # the student's own address bar keeps it
    lead = app(room=code, tkey=key)                                    # the teacher's own link, on the projector
    assert lead.session_state.get("_room_key") == key
    for at, secret in ((student, token), (lead, key)):
        shared_links = [c.value for c in at.sidebar.code]              # "the link to this view", in the sidebar
        assert shared_links and all(f"room={code}" in c for c in shared_links)
        assert all(secret not in c and "who=" not in c and "tkey=" not in c for c in shared_links), shared_links
    assert {room.WHO, room.TKEY} == export.PERSONAL                    # the room's own names for them


def test_a_room_at_work_holds_the_warm_up_back(app, shared, monkeypatch):
    """A room's fragments (each student's follow check, the projector's answer count) run without app.py, so they
    note their run for the warm-up (``ui/warmup.py``: it waits until no run has started for a while); without it the
    warm-up took the server between two of the teacher's steps."""
    from ui import warmup
    noted = []
    monkeypatch.setattr(warmup, "note_run", lambda: noted.append(1))
    teacher, code, _ = _start(app)
    assert noted, "the projector's live answer count did not note its run"
    noted.clear()
    app(room=code)
    assert noted, "a student's follow check did not note its run"
