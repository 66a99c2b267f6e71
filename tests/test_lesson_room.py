"""A live room over AppTest (issue 25 §3, §5, §7; issue 44): a console, a projector screen and students in separate
sessions share a real store (a SQLite file here; the browser test and the store tests cover Redis too). The
students follow the teacher's step, answer, and see nothing of the truth before the close; only a console's key
leads, and a console that reloads is still the console; a stale console cannot move the class; bad codes and a
dead store get a message in words for each screen."""
import json
import socket

import pytest

from lm_core.lessons import store as backend
from lm_core.lessons.catalogue import LESSONS
from ui.lesson import answers, flow
from tests.conftest import wait_for_port
from ui.lesson import room as room_ui


@pytest.fixture
def shared(tmp_path, monkeypatch):
    path = tmp_path / "rooms.sqlite3"
    monkeypatch.setenv("TBT_STORE", str(path))
    return backend.SQLiteStore(path)


def texts(at):
    return [e.value for kind in ("subheader", "markdown", "caption", "info", "warning", "error", "success", "text")
            for e in getattr(at, kind)]


def _start(app, step=2):
    teacher = app(lesson="counting", step=step)
    teacher.button(key="room_start").click().run()
    assert not teacher.exception, [e.value for e in teacher.exception]
    code = teacher.session_state["room"]
    assert backend.valid_code(code) and teacher.query_params["room"] == code
    key = teacher.session_state["_room_key"]
    assert key not in str(dict(teacher.query_params))                 # the key is never in the address bar
    assert key not in " ".join(texts(teacher)) + " ".join(c.value for c in teacher.code)   # nor on the screen
    return teacher, code, key


def _answer(at, n, value, lesson="counting"):
    k = f"lesson_in_{lesson}_{n}"
    try:
        at.text_input(key=k).set_value(value)
    except KeyError:
        at.radio(key=k).set_value(value)
    at.button(key=f"lesson_commit_{lesson}_{n}").click().run()
    assert not at.exception, [e.value for e in at.exception]


def _leads(at) -> bool:
    return "room_next" in [b.key for b in at.button]


def _page_drawn(at) -> bool:
    """Anything of the page under the lesson panel: its metrics, its charts, its Reveal buttons."""
    return bool(at.metric) or bool(at.get("plotly_chart")) or any(
        (b.key or "").startswith("present_reveal_") for b in at.button)


def test_teacher_and_students(app, shared):
    teacher, code, key = _start(app)
    assert any(f"**{code}**" in x for x in texts(teacher))
    assert any(c.value.endswith(f"?room={code}") for c in teacher.code)          # the join link, no key in it
    assert teacher.get("imgs") or teacher.get("image")                             # the QR code, drawn here

    s1 = app(room=code)
    s2 = app(room=code, who="forged-token")                                       # an unknown token gets a new one
    s3 = app(room=code)                                                           # joined, never answers
    for s in (s1, s2, s3):
        assert "What percentage of the table's cells are empty" in " ".join(texts(s))
        assert s.session_state["who"] and s.query_params["who"] == s.session_state["who"]
        assert "_room_key" not in s.session_state and not _leads(s)
    assert s2.session_state["who"] != "forged-token"
    _answer(s1, 2, "15")
    s2.text_input(key="room_nick").set_value("**Bo** <b>x</b>")
    _answer(s2, 2, "90")
    assert "**Bo** <b>x</b>" in [e.value for e in s2.text]                       # shown as plain text
    _answer(s2, 2, "80")                                                          # changed, still one answer
    assert shared.count(code, 2) == 2 and sorted(shared.values(code, key, 2)) == ["15.0", "80.0"]

    teacher.run()
    assert any("2 of 3 students answered." in x for x in texts(teacher)), texts(teacher)

    # a student cannot lead: not with the buttons' callbacks (they pass the session's key, which it lacks) ...
    with pytest.raises(backend.Forbidden):
        shared.set_step(code, s1.session_state.get("_room_key"), 5)
    # ... nor with a teacher's link it made up (it joins as the room's fourth student)
    forged = app(room=code, tkey="made-up")
    assert "_room_key" not in forged.session_state and not _leads(forged)
    assert "tkey" not in forged.query_params
    assert shared.room(code).step == 2

    teacher.button(key="room_close").click().run()
    assert not teacher.exception
    truth = answers.truth("empty_share")
    assert shared.truth(code, 2) == repr(truth)
    assert teacher.get("plotly_chart")                                            # the distribution
    caption = " ".join(c.value for c in teacher.caption)
    # the joined students, not the answers, count; the class's score, not a student's
    assert "2 of 4 students answered." in caption and "The class got 1 of 2 right." in caption, caption
    assert "You got" not in caption
    s1.run()
    assert any("Yours: **15" in x and "Right." in x for x in texts(s1)), texts(s1)
    s2.run()
    assert any("Yours: **80" in x and "Not quite." in x for x in texts(s2))
    assert "lesson_in_counting_2" not in [w.key for w in s2.text_input]          # closed: no answer box
    with pytest.raises(backend.QuestionClosed):                                   # nor a crafted submission
        shared.answer(code, s2.session_state["who"], 2, "15.0")
    assert shared.mine(code, s2.session_state["who"], 2) == "80.0"
    teacher.button(key="room_reopen").click().run()                               # reopened: answers again
    assert 2 not in shared.room(code).closed
    teacher.button(key="room_close").click().run()

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


def test_no_truth_reaches_a_student_before_the_close(app, shared):
    """On every question of a lesson, not only the first: a student who has answered sees their own answer and
    nothing of the page under the question (its metrics, charts, Reveal buttons) until the teacher closes it; then
    the page opens. A lesson done alone keeps its own rule (the page opens on a committed prediction)."""
    teacher, code, key = _start(app, step=1)
    student = app(room=code)
    answers_by_step = {1: "30", 2: "40", 4: "2.5", 5: "infinite"}
    for n, value in answers_by_step.items():
        if shared.room(code).step != n:
            shared.set_step(code, key, n)
            student.run()
        assert not _page_drawn(student), n
        _answer(student, n, value)
        assert any("Your answer" in x for x in texts(student)), (n, texts(student))
        assert not _page_drawn(student), f"step {n}: the page opened before the close"
        assert "lesson_reveal_counting_%d" % n not in [b.key for b in student.button]
        truth = flow.truth_of(LESSONS["counting"], n)
        shared.close(code, key, n, repr(float(truth)) if isinstance(truth, float) else str(truth))
        student.run()
        assert _page_drawn(student), f"step {n}: the page stayed shut after the close"
    alone = app(lesson="counting", step=2)
    _answer(alone, 2, "40")
    assert _page_drawn(alone)                                                     # alone: today's rule


def test_a_console_that_reloads_still_leads(app, shared, monkeypatch):
    """F5 on the console: a new session with the same address and this browser's cookie is the console again; no
    student is created, and the class's count does not move. The cookie names the room: another room's is ignored."""
    teacher, code, key = _start(app)
    app(room=code)
    before = shared.room(code).students
    monkeypatch.setattr(room_ui, "_cookies", lambda: {room_ui.COOKIE: f"{code}.{key}"})
    again = app(**dict(teacher.query_params))
    assert _leads(again) and "who" not in again.query_params
    assert shared.room(code).students == before == 1
    again.button(key="room_next").click().run()
    assert shared.room(code).step == 3
    other, _, _ = _start(app)
    monkeypatch.setattr(room_ui, "_cookies", lambda: {room_ui.COOKIE: f"{other.session_state['room']}.{key}"})
    assert not _leads(app(room=code))                                             # a key kept for another room


def test_a_stale_console_cannot_move_the_class(app, shared):
    """Two consoles (the second opened with a one-time code). The second moves the class on; the first, which has
    not redrawn since, presses Back: refused with a message, the class stays where the second put it, and the first
    catches up to that step."""
    first, code, key = _start(app)
    second = app()
    first.button(key="room_handover").click().run()
    one_time = first.session_state["_room_handover"][0]
    assert any(one_time in x for x in texts(first)) and key not in " ".join(texts(first))
    second.text_input(key="room_claim_code").set_value(one_time.lower())
    second.button(key="room_claim").click().run()
    assert not second.exception and _leads(second) and second.session_state["room"] == code
    again = app()
    again.text_input(key="room_claim_code").set_value(one_time)                  # spent: once only
    again.button(key="room_claim").click().run()
    assert not _leads(again) and any("wrong, used or expired" in e.value for e in again.error)

    second.button(key="room_next").click().run()
    second.button(key="room_next").click().run()
    assert shared.room(code).step == 4
    first.button(key="room_back").click().run()                                   # drawn at step 2
    assert shared.room(code).step == 4
    assert any("moved the class first" in x for x in texts(first)), texts(first)
    assert first.session_state["step"] == 4
    first.button(key="room_back").click().run()                                   # now it has seen step 4
    assert shared.room(code).step == 3


def test_the_projector_screen_follows_and_leads_nothing(app, shared):
    teacher, code, key = _start(app)
    display = app(room=code, display=1, present=1)
    assert not _leads(display) and "who" not in display.query_params and "_room_key" not in display.session_state
    assert shared.room(code).students == 0                                        # not a student
    assert any(code in x for x in texts(display)) and (display.get("imgs") or display.get("image"))
    assert not _page_drawn(display)
    s = app(room=code)
    _answer(s, 2, "15")
    display.run()
    assert not display.get("plotly_chart")                                        # no answers before the close
    from ui import keys
    teacher.session_state[keys.PRESENT] = True                                    # the console on the projector
    teacher.run()
    assert not teacher.exception and "room_close" in [b.key for b in teacher.button]   # its buttons come first
    teacher.button(key="room_close").click().run()
    display.run()
    assert display.get("plotly_chart")
    assert "The class got" in " ".join(c.value for c in display.caption)
    teacher.button(key="room_next").click().run()
    display.run()
    assert display.session_state["step"] == 3
    for at in (display, s):
        assert "tkey" not in at.query_params and key not in str(dict(at.query_params))


def test_a_photographed_console_address_gives_no_lead(app, shared):
    """What the console's address bar holds (room, lesson, step), typed on another machine: a student. An old
    teacher's link (``tkey``) with projector mode: no lead, and the key is dropped from the address."""
    teacher, code, key = _start(app)
    photo = app(**dict(teacher.query_params))
    assert not _leads(photo) and photo.session_state["who"]
    old = app(room=code, tkey=key, present=1)
    assert not _leads(old) and "tkey" not in old.query_params, dict(old.query_params)


def test_the_choice_chart_reads_from_the_back(app, shared):
    """Choice bars lie horizontal (whole labels), the count axis ticks whole students, and the truth's mark is in
    its label, not drawn over a bar."""
    teacher, code, key = _start(app, step=5)
    students = [app(room=code) for _ in range(3)]
    for s, pick in zip(students, ("infinite", "below3", "infinite")):
        _answer(s, 5, pick)
    teacher.button(key="room_close").click().run()
    fig = json.loads(teacher.get("plotly_chart")[0].proto.spec)
    bar = fig["data"][0]
    assert bar["orientation"] == "h"
    assert fig["layout"]["xaxis"]["dtick"] == 1 and fig["layout"]["xaxis"]["tickformat"] == "d"
    assert sum(bar["x"]) == 3 and sum("✓" in y for y in bar["y"]) == 1
    assert not fig["layout"].get("shapes") and not fig["layout"].get("annotations")
    assert "The class got 2 of 3 right." in " ".join(c.value for c in teacher.caption)


def test_the_summary_has_a_way_back_and_a_way_to_end(app, shared):
    teacher, code, key = _start(app, step=7)
    teacher.button(key="room_next").click().run()                                 # past the last step
    assert [h.value for h in teacher.subheader].count("The class's results") == 1
    keys = [b.key for b in teacher.button]
    assert "room_back" in keys and "room_end" in keys and "room_leave" not in keys
    teacher.button(key="room_back").click().run()
    assert shared.room(code).step == 7 and _leads(teacher)
    teacher.button(key="room_next").click().run()
    teacher.button(key="room_end").click().run()
    assert shared.room(code).ended and "room_leave" in [b.key for b in teacher.button]
    teacher.button(key="room_leave").click().run()                                 # leaves the room and the lesson
    assert not teacher.exception
    assert "room" not in teacher.query_params and "lesson" not in teacher.query_params


def test_long_pastes_are_said_not_dropped(app, shared):
    _, code, _ = _start(app)
    s = app(room=code)
    s.text_input(key="room_nick").set_value("N" * 35).run()
    assert any("at most 20 characters" in c.value for c in s.caption)
    assert [e.value for e in s.text] == ["N" * 20]
    s.text_input(key="lesson_in_counting_2").set_value("1" * 60)
    s.button(key="lesson_commit_counting_2").click().run()
    assert any("at most 40 characters" in e.value for e in s.error)
    assert s.text_input(key="lesson_in_counting_2").value == "1" * 60             # nothing lost


def test_the_join_link_names_the_public_address(app, shared, monkeypatch):
    teacher, code, _ = _start(app)
    assert any("phones cannot open" in w.value for w in teacher.warning)          # localhost: said on screen
    monkeypatch.setenv("TBT_PUBLIC_URL", "https://class.example.org/tbt")
    teacher.run()
    assert any(c.value == f"https://class.example.org/tbt/?room={code}" for c in teacher.code)
    assert not any("phones cannot open" in w.value for w in teacher.warning)


def test_a_student_who_reconnects_is_the_same_student(app, shared):
    _, code, key = _start(app)
    s = app(room=code)
    token = s.session_state["who"]
    _answer(s, 2, "20")
    again = app(room=code, who=token)                     # a new session (another replica) with the same link
    assert again.session_state["who"] == token
    assert any("Your answer: **20" in x for x in texts(again))
    assert shared.count(code, 2) == 1


def room_texts(key, **params):
    from ui.i18n import t
    return t(key, **params)


def test_a_code_typed_into_the_address_as_the_join_box_takes_it(app, shared):
    _, code, _ = _start(app)
    s = app(room=code.lower()[:3] + "-" + code.lower()[3:])
    assert not s.exception and s.query_params["room"] == code and s.session_state["who"]
    assert not s.toast


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
    at = app(room="ABCDEF", lesson="counting", step=2)
    assert not at.exception
    assert [w.value for w in at.warning] == [room_texts("room.down.student")]     # said once, to a student
    assert not at.get("lesson_panel") and not at.metric                           # nothing revealed meanwhile


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
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        port = sock.getsockname()[1]
    proc = subprocess.Popen(["/usr/bin/redis-server", "--port", str(port), "--bind", "127.0.0.1", "--save", "",
                             "--appendonly", "no"], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    wait_for_port(port, proc)
    return proc, f"redis://127.0.0.1:{port}/0"


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
    for at, who in ((student, "student"), (teacher, "teacher")):
        at.run()
        assert not at.exception, [e.value for e in at.exception]
        said = [w.value for w in at.warning if "TBT_PUBLIC_URL" not in w.value]
        assert said == [room_texts(f"room.down.{who}")]                           # once, in this screen's words
    assert student.query_params["la"] == "2~12.0"                                 # the answer kept
    assert any("Your answer: **12" in x for x in texts(student)) and not _page_drawn(student)
    assert "lesson_reveal_counting_2" not in [b.key for b in student.button]      # no way round the close
    teacher.button(key="room_close").click().run()                                # an action while it is down
    assert not teacher.exception
    said = [w.value for w in teacher.warning if "TBT_PUBLIC_URL" not in w.value]
    assert said == [room_texts("room.down.teacher")]                              # still said once


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

    lead, code, key = _start(app)
    student = app(room=code)
    token = student.session_state["who"]
    assert student.query_params["who"] == token                        # the student's own address bar keeps it
    lead.run()
    for at, secret in ((student, token), (lead, key)):
        shared_links = [c.value for c in at.sidebar.code]              # "the link to this view", in the sidebar
        assert all(f"room={code}" in c for c in shared_links)
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


def _figures(at):
    return [json.loads(c.proto.spec) for c in at.get("plotly_chart")]


def _two_vote_figure(at):
    """The chart of a two-vote reveal: one trace per vote, named after it."""
    got = [f for f in _figures(at) if [d.get("name") for d in f["data"]] == ["First vote", "Second vote"]]
    return got[0] if got else None


def test_vote_discuss_vote_again_on_every_screen(app, shared):
    """Issue 47 on the three screens, through the console's own buttons: the first vote closes with nothing shown,
    every screen shows the discussion, the second vote takes answers (from a student who skipped the first too), the
    reveal shows both votes against the truth with the share right before and after, each phone its own two answers,
    and the class's answers on the phones only once the teacher's setting says so. The summary has both votes."""
    teacher, code, key = _start(app)
    truth = answers.truth("empty_share")                      # step 2: right within ± 5 percentage points
    display = app(room=code, display=1, present=1)
    s1, s2, s3 = app(room=code), app(room=code), app(room=code)
    _answer(s1, 2, f"{truth - 3:.1f}")                        # right
    _answer(s2, 2, f"{truth + 10:.1f}")                       # wrong; s3 skips the first vote
    teacher.run()
    assert "room_discuss" not in [b.key for b in teacher.button]          # nothing to discuss before the close
    teacher.button(key="room_hold").click().run()
    assert not teacher.exception and shared.room(code).phase(2) == "held" and 2 not in shared.room(code).closed
    keys = [b.key for b in teacher.button]
    assert {"room_discuss", "room_second", "room_close"} <= set(keys) and "room_hold" not in keys
    assert teacher.button(key="room_close").label == "Reveal the answers"
    for s in (s1, s2, s3, display):
        s.run()
        assert not s.exception and not s.get("plotly_chart") and not _page_drawn(s)
        assert "lesson_in_counting_2" not in [w.key for w in s.text_input]
    assert any("The first vote is closed" in x for x in texts(s1))
    assert f"Your first answer: **{truth - 3:.1f}%**" in texts(s1), texts(s1)
    assert any("You did not answer in the first vote" in x for x in texts(s3))

    teacher.button(key="room_discuss").click().run()
    assert shared.room(code).phase(2) == "discuss"
    for s in (display, s1, s3):
        s.run()
        assert any("## Discuss with your neighbour" == x for x in texts(s)), texts(s)
        assert not s.get("plotly_chart") and "lesson_in_counting_2" not in [w.key for w in s.text_input]

    teacher.button(key="room_second").click().run()
    assert shared.room(code).phase(2) == "second" and "room_second" not in [b.key for b in teacher.button]
    s3.run()
    assert any("Second vote: answer again" in x for x in texts(s3)) and not _page_drawn(s3)
    _answer(s3, 2, f"{truth + 1:.1f}")                        # skipped the first vote: right in the second
    s1.run()
    _answer(s1, 2, f"{truth + 2:.1f}")                        # right again
    s2.run()
    _answer(s2, 2, f"{truth + 9:.1f}")                        # still wrong
    assert any("Your second answer: **" in x for x in texts(s2))
    tok1 = s1.session_state["who"]
    assert shared.mine(code, tok1, 2) == repr(float(f"{truth - 3:.1f}"))                       # the first kept
    assert shared.mine(code, tok1, 2, vote=2) == repr(float(f"{truth + 2:.1f}"))
    display.run()
    assert not display.get("plotly_chart")                    # nothing before the reveal
    assert any("3 of 3 students answered." in x for x in texts(display)), texts(display)    # the second vote's

    teacher.button(key="room_close").click().run()
    fig = _two_vote_figure(teacher)
    assert fig is not None and [len(d["x"]) for d in fig["data"]] == [2, 3]
    # the share right written out: 1 of 2 in the first vote, 2 of 3 in the second
    caption = " ".join(c.value for c in teacher.caption)
    assert "Right: 50% in the first vote, 67% in the second" in caption, caption
    display.run()
    assert _two_vote_figure(display) is not None
    s1.run()
    lines = [x for x in texts(s1) if x.startswith(("First vote ·", "Second vote ·"))]
    assert len(lines) == 2 and all("Right." in x for x in lines), texts(s1)
    s2.run()
    assert any(x.startswith("Second vote ·") and "Not quite." in x for x in texts(s2))
    assert _two_vote_figure(s1) is None                       # the setting is off: the projector only

    teacher.toggle(key="room_share").set_value(True).run()
    assert shared.room(code).share
    s1.run()
    fig = _two_vote_figure(s1)
    assert fig is not None and [a["text"] for a in fig["layout"]["annotations"]].count("you") == 2
    assert all(a["font"]["size"] >= 16 for a in fig["layout"]["annotations"])

    shared.set_step(code, key, 8)                             # the summary
    teacher.run()
    table = teacher.dataframe[0].value
    assert list(table.columns)[:5] == ["Step", "Answered (1st vote)", "Right (1st vote)", "Answered (2nd vote)",
                                       "Right (2nd vote)"]
    row = table[table["Step"] == 2].iloc[0]
    assert (row["Answered (1st vote)"], row["Right (1st vote)"], row["Answered (2nd vote)"],
            row["Right (2nd vote)"]) == ("2", "50%", "3", "67%")


def test_a_refused_vote_action_says_so_and_changes_nothing(app, shared):
    """A console that drew the first vote open presses *Close the first vote* after another console opened the
    second: the store refuses (stale), the vote stays where the other console put it."""
    teacher, code, key = _start(app)
    shared.hold(code, key, 2)
    shared.second(code, key, 2)
    teacher.button(key="room_hold").click().run()             # drawn before the other console's two actions
    assert not teacher.exception and shared.room(code).phase(2) == "second"
    assert any("moved the class first" in x for x in texts(teacher))
    assert "room_hold" not in [b.key for b in teacher.button]  # caught up: the second vote is open
    s = app(room=code)
    with pytest.raises(backend.QuestionClosed):                # the first vote is over for a crafted answer too
        shared.answer(code, s.session_state["who"], 2, "10.0")
