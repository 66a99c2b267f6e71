"""A lesson together (issue 25 §3, §5): the live room.

The teacher presses *Start a class* in a lesson: the store (``lm_core/lessons/store.py``) makes a room; the panel
shows the code, the join link and its QR code (drawn here by ``segno``, no network), how many have answered,
and the teacher's buttons. Students open ``?room=<code>``; each gets a token carried in their link (``who``), so a
reconnect, even to another replica, is the same student. A student's page follows the teacher's step: a fragment
polls the store's version counter every 1.5 s (one cheap read) and reruns the app only when it moved.

Authority lives in the store: every teacher action passes the session's key, and the store refuses it without the
right key, whatever a crafted message asks. The key is never in the student link or the address bar; a teacher's
link carrying it (``tkey``) is offered folded away, marked as the teacher's. Any store failure becomes a message, and
the lesson goes on alone.
"""
from __future__ import annotations

import functools
import io
import math
import statistics
from dataclasses import dataclass
from urllib.parse import urlencode, urlsplit

import pandas as pd
import plotly.graph_objects as go
import streamlit as st

from lm_core.lessons import AnswerError, Lesson, clean_nickname, correct, error, parse_answer, text_key
from lm_core.lessons import store as backend
from lm_core.lessons.catalogue import LESSONS

from .. import charts, present, state, warmup
from ..i18n import t
from ..numbers import num
from . import flow

ROOM, WHO, TKEY = "room", "who", "tkey"
_KEY = "_room_key"                   # the teacher's secret, in this session only
_SEEN = "_room_seen_version"         # the room version this session last drew
_NOTE = "_room_note"                 # a store refusal to say once (a string key's last part)
_NICK = "room_nick"
_JOINED = "_room_joined"             # (code, token) this session has joined as
FOLLOW_EVERY = 1.5                   # seconds between a student's checks of the store
COUNT_EVERY = 1.0                    # seconds between updates of the teacher's count


@st.cache_resource(show_spinner=False)
def _open(setting: str) -> backend.Store:
    return backend.open_store(setting)


def setting() -> str:
    """``TBT_STORE`` from the environment, else the file ``TBT_STORE_FILE`` names (a mounted secret:
    ``backend.setting_from_env``), else ``TBT_STORE`` from ``st.secrets``, else "" (the default SQLite file). The value
    may hold a Redis password: it is passed to the store only, never logged or drawn (a failure shows the store's
    code, and ``backend.Unreachable`` messages are redacted)."""
    import os
    value = backend.setting_from_env()
    if not value and backend.ENV not in os.environ and backend.FILE_ENV not in os.environ:
        try:
            value = st.secrets.get(backend.ENV)
        except Exception:              # no secrets file: the default
            value = None
    return str(value or "")


def store() -> backend.Store:
    """The shared store (raises :class:`backend.Unreachable`)."""
    try:
        return _open(setting())
    except backend.StoreError:
        raise
    except Exception as err:           # a bad setting, a missing folder: the lesson goes on alone
        raise backend.Unreachable(str(err)) from err


@dataclass
class View:
    code: str
    room: backend.Room | None = None
    teacher: bool = False
    token: str | None = None
    problem: str | None = None        # unknown / expired / unreachable


# ------------------------------------------------------------------------------------------------- URL & setup

def _token_ok(v: str) -> bool:
    return v == "" or (len(v) <= 40 and all(c.isalnum() or c in "-_" for c in v))


def register() -> View | None:
    """The room this session is in (from its link or its session), joined or recognised; None if none."""
    if ROOM not in st.query_params and not st.session_state.get(ROOM):
        return None
    state.url_state(ROOM, "", max_len=backend.CODE_LEN, valid=lambda v: v == "" or backend.valid_code(v))
    code = st.session_state.get(ROOM, "")
    if not code:
        return None
    link_key = st.query_params.get(TKEY)
    view = View(code)
    try:
        s = store()
        if link_key and _KEY not in st.session_state and s.is_teacher(code, link_key):
            st.session_state[_KEY] = link_key          # a teacher's link: the key stays in the session only
        view.room = s.room(code)
        view.teacher = s.is_teacher(code, st.session_state.get(_KEY))
        if not view.teacher:
            state.url_state(WHO, "", max_len=40, valid=_token_ok)
            token = st.session_state.get(WHO) or None
            if st.session_state.get(_JOINED) != (code, token):     # join (or be recognised) once per session
                token = s.join(code, token)
                st.session_state[WHO] = token
                st.session_state[_JOINED] = (code, token)
            view.token = token
    except backend.StoreError as err:
        view.problem = err.code
        view.room = None
    return view


def following() -> bool:
    """This session is a student in a live room: its screen follows the teacher's. Such a session draws no *Share
    this view* panel: the link it would build carries the student's own token (whoever opened it would answer as
    them), and its QR code, drawn anew for every step, was a quarter of the page run that follows the teacher."""
    joined = st.session_state.get(_JOINED)
    return bool(joined) and joined[0] == st.session_state.get(ROOM) and _KEY not in st.session_state


def sync(view: View) -> None:
    """Put the session on the room's lesson and step (a student follows; a teacher's own step is the room's)."""
    room = view.room
    if room is None or room.lesson not in LESSONS:
        return
    st.session_state[_SEEN] = room.version
    if st.session_state.get(flow.LESSON) != room.lesson:
        flow.start(room.lesson, room.step)
    elif st.session_state.get(flow.STEP) != room.step:
        flow.go(room.step)


def problem(view: View) -> None:
    """A room that cannot be used: say why, once per run; the lesson (if any) goes on alone."""
    if view.problem == "unreachable":
        st.warning(t("lesson.room.unreachable"), icon=":material/cloud_off:")
    else:
        st.error(t(f"lesson.room.{view.problem}", code=view.code), icon=":material/meeting_room:")


# --------------------------------------------------------------------------------------------- the teacher

def start_class(lesson_id: str, n: int) -> None:
    """Button callback: create a room for this lesson at this step; this session holds its key."""
    try:
        s = store()
        made = s.create(lesson_id)
        if n > 1:
            s.set_step(made.code, made.key, n)
    except backend.StoreError as err:
        st.session_state[_NOTE] = err.code
        return
    st.session_state[_KEY] = made.key
    st.session_state[ROOM] = made.code
    st.session_state.pop(WHO, None)
    st.session_state.pop(_JOINED, None)


def _act(view: View, action, *args) -> None:
    """A teacher action, with the session's key; the store decides whether it is the teacher's."""
    try:
        action(view.code, st.session_state.get(_KEY), *args)
    except backend.StoreError as err:
        st.session_state[_NOTE] = err.code


def _move(view: View, n: int) -> None:
    _act(view, store().set_step, n)
    if st.session_state.get(_NOTE) is None:
        flow.go(n)
        flow.prepare(view.room.lesson if view.room is not None else None, n)


def _close(view: View, lesson: Lesson, n: int) -> None:
    truth = flow.truth_of(lesson, n)
    _act(view, store().close, n, repr(float(truth)) if isinstance(truth, float) else str(truth))


def _end(view: View) -> None:
    _act(view, store().end)


def join_link(code: str) -> str:
    """The student link: this app's address with ``?room=<code>`` (and nothing else: no key, no token)."""
    try:
        url = st.context.url or ""
    except Exception:
        url = ""
    parts = urlsplit(url)
    base = f"{parts.scheme}://{parts.netloc}/" if parts.scheme and parts.netloc else "http://localhost:8501/"
    return base + "?" + urlencode({ROOM: code})


@functools.lru_cache(maxsize=64)
def qr_png(link: str) -> bytes:
    """The QR code of ``link`` as a PNG, drawn locally by segno (once per link and server: bytes, never changed)."""
    import segno
    buf = io.BytesIO()
    segno.make(link, error="m").save(buf, kind="png", scale=8, border=2)
    return buf.getvalue()


def _count_line(view: View, n: int) -> None:
    try:
        s = store()
        answered, room = s.count(view.code, n), s.room(view.code)
    except backend.StoreError:
        return
    with st.container(key="room_count"):         # keyed: projector mode sets it large
        st.markdown(t("lesson.room.answered", n=answered, m=room.students))


@st.fragment(run_every=COUNT_EVERY)
def _live_count(view: View, n: int) -> None:
    warmup.note_run()
    _count_line(view, n)


def distribution(lesson: Lesson, n: int, truth: float | str, raw: list[str]) -> None:
    """The class's answers (``raw``, as stored) against the truth: a histogram for numbers, bars for choices."""
    q = lesson.step(n).question
    values = [v for v in (_parse(q, r) for r in raw) if v is not None]
    right = sum(correct(q, v, truth) for v in values)
    projector = present.active()
    if q.kind == "number":
        fig = go.Figure(go.Histogram(x=[float(v) for v in values], nbinsx=20, marker_color=charts.PALETTE[0],
                                     name=t("lesson.room.count")))
        if math.isfinite(float(truth)):
            fig.add_vline(x=float(truth), line=dict(dash="dash", color=charts.PALETTE[1], width=3),
                          annotation_text=t("lesson.room.truth_line"))
        fig.update_layout(height=320, title=t("lesson.room.distribution"), yaxis_title=t("lesson.room.count"),
                          showlegend=False)
    else:
        options = list(q.choices)
        counts = [sum(v == o for v in values) for o in options]
        colours = [charts.PALETTE[1] if o == truth else charts.PALETTE[0] for o in options]
        fig = charts.bars([flow.option_label(lesson, n, o) for o in options], counts, text=[str(c) for c in counts],
                          color=colours, height=320, title=t("lesson.room.distribution"),
                          yaxis_title=t("lesson.room.count"))
    if projector:                        # read from the back of the room: every label 18 px or more
        fig = go.Figure(fig)             # a copy (a figure is never changed once built)
        ink = dict(size=18, color=PROJECTOR_INK)
        fig.update_layout(height=PROJECTOR_CHART_HEIGHT, font=ink, title_font=dict(size=22, color=PROJECTOR_INK),
                          margin=dict(t=50, b=40))
        fig.update_xaxes(tickfont=ink, title_font=ink)
        fig.update_yaxes(tickfont=ink, title_font=ink)
        fig.update_annotations(font=ink)
        if q.kind != "number":
            fig.update_traces(textfont_size=20)
    st.plotly_chart(fig, key=f"room_dist_{n}", config={"displaylogo": False})
    st.caption(t("lesson.room.answered", n=len(values), m=len(values)) + " · "
               + t("lesson.truth", truth=flow.shown(lesson, n, truth)) + " · "
               + t("lesson.summary.score", right=right, n=len(values)))


def _parse(q, raw):
    try:
        return parse_answer(q, raw)
    except AnswerError:
        return None


PROJECTOR_CHART_HEIGHT = 300            # the distribution in projector mode: on the first screen at 1280 x 720
PROJECTOR_INK = "rgb(38, 39, 48)"       # near-black text in projector mode (Streamlit's chart theme greys it)
# Projector mode's panel, read from the back of the room: no text under 16 px, captions near-black, the count large.
PROJECTOR_PANEL_CSS = """
.st-key-lesson_panel [data-testid="stCaptionContainer"],
.st-key-lesson_panel [data-testid="stCaptionContainer"] p { font-size: 1.15rem; color: rgb(38, 39, 48); }
.st-key-lesson_panel [data-testid="stProgress"] p { font-size: 1.15rem; color: rgb(38, 39, 48); }
.st-key-lesson_panel [data-testid="stCode"] code,
.st-key-lesson_panel [data-testid="stCode"] pre { font-size: 1.15rem !important; color: rgb(38, 39, 48); }
.st-key-lesson_panel [data-testid="stImageCaption"] { font-size: 1.15rem; color: rgb(38, 39, 48); }
.st-key-lesson_panel [data-testid="stExpander"] summary p { font-size: 1.15rem; }
.st-key-lesson_panel .st-key-room_count p { font-size: 1.9rem; font-weight: 600; color: rgb(20, 20, 26); }
.st-key-lesson_panel h3 { font-size: 1.8rem; padding: 0.1rem 0; }
"""


def teacher_panel(view: View, lesson: Lesson, n: int) -> bool:
    """The projector's panel. True if the page may be drawn under it (no open question)."""
    room = view.room
    step = lesson.step(n)
    q = step.question
    closed = n in room.closed
    link = join_link(view.code)
    stored, raw = None, []
    if q is not None and closed:         # every read before anything is drawn: a failing store leaves no half panel
        s = store()
        stored, raw = s.truth(view.code, n), s.values(view.code, st.session_state.get(_KEY), n)
    if present.active():
        _projector_panel(view, lesson, n, link, closed, stored, raw)
        return q is None or closed
    with st.container(border=True, key="lesson_panel"):
        flow.progress(lesson, n)
        left, right = st.columns([3, 1])
        with left:
            st.markdown(t("lesson.room.teacher") + " " + t("lesson.room.code", code=view.code))
            st.markdown(t("lesson.room.join"))
            st.code(link, language=None)
            _teacher_link(link)
        right.image(qr_png(link), caption=t("lesson.room.qr"), width=180)
        flow.step_text(lesson, n)
        if q is None:
            flow.notice(lesson, n)
        else:
            _question(view, lesson, n, closed, stored, raw)
            if closed:
                flow.notice(lesson, n)
        _teacher_nav(view, lesson, n, closed)
    return q is None or closed


def _projector_panel(view: View, lesson: Lesson, n: int, link: str, closed: bool, stored, raw) -> None:
    """The teacher's panel in projector mode (1280 x 720): the step, its question and the count (or, once closed,
    the distribution against the truth) on the left, the QR code and the join link on the right, all on the first
    screen; the step's prose folded (``present.explain``); the page's sections follow under the panel."""
    q = lesson.step(n).question
    st.html(f"<style>{PROJECTOR_PANEL_CSS}</style>")
    with st.container(border=True, key="lesson_panel"):
        flow.progress(lesson, n)
        main, side = st.columns([5, 2])
        with side:
            st.image(qr_png(link), caption=t("lesson.room.qr"), width=190)
            st.markdown(t("lesson.room.teacher") + " " + t("lesson.room.code", code=view.code) + " "
                        + t("lesson.room.join"))
            st.code(link, language=None, wrap_lines=True)
            _teacher_link(link, wrap=True)
        with main:
            st.subheader(t(text_key(lesson.id, n, "title")))
            present.explain(t(text_key(lesson.id, n, "body")))
            if q is None:
                flow.notice(lesson, n)
            else:
                _question(view, lesson, n, closed, stored, raw)
        if q is not None and closed:
            flow.notice(lesson, n)
        _teacher_nav(view, lesson, n, closed)


def _teacher_link(link: str, wrap: bool = False) -> None:
    """The teacher's own link (it carries the room's key), folded away and marked as the teacher's."""
    with st.expander(t("lesson.room.teacher_link")):
        st.code(link + "&" + urlencode({TKEY: st.session_state.get(_KEY, "")}), language=None, wrap_lines=wrap)


def _question(view: View, lesson: Lesson, n: int, closed: bool, stored, raw) -> None:
    """The step's question on the teacher's panel: once closed the class's distribution against the truth, until
    then how many have answered."""
    q = lesson.step(n).question
    st.markdown("**" + t("lesson.question") + "** · " + t(text_key(lesson.id, n, "q")))
    if closed:
        truth = _parse(q, stored) if stored is not None else flow.truth_of(lesson, n)
        distribution(lesson, n, truth, raw)
    else:
        _live_count(view, n)
        st.caption(t("lesson.room.waiting"))


def _teacher_nav(view: View, lesson: Lesson, n: int, closed: bool) -> None:
    total = len(lesson.steps)
    q = lesson.step(n).question
    c1, c2, c3, c4 = st.columns(4)
    c1.button(t("lesson.room.back"), key="room_back", disabled=n <= 1, on_click=_move, args=(view, n - 1),
              icon=":material/arrow_back:", width="stretch")
    if q is not None and not closed:
        c2.button(t("lesson.room.close"), key="room_close", on_click=_close, args=(view, lesson, n),
                  icon=":material/lock:", type="primary", width="stretch")
    elif q is not None:
        c2.button(t("lesson.room.reopen"), key="room_reopen", on_click=lambda: _act(view, store().reopen, n),
                  icon=":material/lock_open:", width="stretch")
    c3.button(t("lesson.room.next") if n < total else t("lesson.finish"), key="room_next", on_click=_move,
              args=(view, n + 1), icon=":material/arrow_forward:", type="secondary" if q and not closed else "primary",
              width="stretch")
    c4.button(t("lesson.room.end"), key="room_end", on_click=_end, args=(view,), icon=":material/stop_circle:",
              width="stretch")


# ---------------------------------------------------------------------------------------------- a student

def follow(view: View) -> None:
    """A student in a live room checks the store every 1.5 s (``_follow``). Called first in the main area, before
    anything drawn only sometimes (a store's note, a problem): a fragment's wrapper is addressed by its index among
    its siblings, and a wrapper whose index moved from one run to the next was seen landing on the panel's block (the
    panel lost its key and border until the next full run: a ``run_every`` tick racing a student's Enter)."""
    if view.room is not None and not view.teacher and not view.room.ended:
        _follow(view.code)


@st.fragment(run_every=FOLLOW_EVERY)
def _follow(code: str) -> None:
    """Every 1.5 s: one read of the room's version; the app reruns only when the teacher did something (with the new
    step's style sheet prepared first: one page run per step)."""
    warmup.note_run()                           # a class following its teacher: the warm-up waits (ui/warmup.py)
    try:
        v = store().version(code)
        if v is not None and v != st.session_state.get(_SEEN):
            room = store().room(code)
            flow.prepare(room.lesson, room.step)
        else:
            return
    except backend.StoreError:
        return
    st.rerun(scope="app")


def _submit(view: View, lesson: Lesson, n: int) -> None:
    q = lesson.step(n).question
    key = f"lesson_in_{lesson.id}_{n}"
    errors = st.session_state.setdefault(flow._ERROR, {})
    try:
        value = parse_answer(q, st.session_state.get(key))
    except AnswerError as err:
        errors[(lesson.id, n)] = (err.code, err.params)
        return
    errors.pop((lesson.id, n), None)
    raw = repr(float(value)) if isinstance(value, float) else str(value)
    try:
        store().answer(view.code, view.token, n, raw, clean_nickname(st.session_state.get(_NICK)))
    except backend.StoreError as err:
        st.session_state[_NOTE] = err.code
        return
    flow._store_answer(n, value)


def student_panel(view: View, lesson: Lesson, n: int) -> bool:
    """A student's panel: follow the teacher, answer, see your answer against the truth. True if the page may be
    drawn under it (answered, or closed, or no question)."""
    room = view.room
    step = lesson.step(n)
    q = step.question
    closed = n in room.closed or room.ended
    mine_raw = stored_truth = None
    if q is not None:                    # every read before anything is drawn: a failing store leaves no half panel
        s = store()
        mine_raw = s.mine(view.code, view.token, n)
        stored_truth = s.truth(view.code, n) if closed else None
    with st.container(border=True, key="lesson_panel"):
        flow.progress(lesson, n)
        st.caption(t("lesson.room.student", code=view.code))
        flow.step_text(lesson, n)
        if q is None:
            flow.notice(lesson, n)
            return True
        st.markdown("**" + t("lesson.question") + "** · " + t(text_key(lesson.id, n, "q")))
        mine = _parse(q, mine_raw) if mine_raw is not None else None
        if closed:
            truth = _parse(q, stored_truth) if stored_truth is not None else None
            if truth is None:
                st.info(t("lesson.room.closed"))
            else:
                flow.verdict(lesson, n, mine, truth)
                flow.notice(lesson, n)
            return True
        st.text_input(t("lesson.room.nickname"), key=_NICK, max_chars=backend.NICK_MAX,
                      help=t("lesson.room.nickname_help"))
        if st.session_state.get(_NICK):
            st.text(clean_nickname(st.session_state[_NICK]))          # plain text: never markdown or HTML
        flow.answer_input(lesson, n, q, None, mine_raw, on_commit=lambda: _submit(view, lesson, n))
        if mine is not None:
            st.markdown(t("lesson.committed", answer=flow.shown(lesson, n, mine)))
        st.caption(t("lesson.room.waiting"))
    return mine is not None


# ------------------------------------------------------------------------------------------------ the end

def results(view: View, lesson: Lesson) -> pd.DataFrame:
    """One row per question: how many answered, share right, median error, the truth (no names, no tokens)."""
    s = store()
    rows = []
    for n, step in enumerate(lesson.steps, 1):
        q = step.question
        if q is None:
            continue
        stored = s.truth(view.code, n)
        truth = _parse(q, stored) if stored is not None else flow.truth_of(lesson, n)
        values = [v for v in (_parse(q, r) for r in s.values(view.code, st.session_state.get(_KEY), n))
                  if v is not None]
        right = sum(correct(q, v, truth) for v in values)
        errs = [e for e in (error(q, v, truth) for v in values) if e is not None]
        rows.append({"step": n, "answered": len(values), "share_right": right / len(values) if values else None,
                     "median_error": statistics.median(errs) if errs else None, "truth": flow.shown(lesson, n, truth)})
    return pd.DataFrame(rows)


def ended(view: View, lesson: Lesson) -> None:
    """The class is over: the teacher sees the class's results (and a CSV); a student sees their own answers."""
    with st.container(border=True, key="lesson_panel"):
        st.subheader(t("lesson.room.ended") if view.room is not None and view.room.ended else t("lesson.room.summary"))
        st.button(t("lesson.leave"), key="room_leave", on_click=_leave_all, icon=":material/close:")
        if not view.teacher:
            _student_summary(view, lesson)
            return
        st.subheader(t("lesson.room.summary"))
        try:
            df = results(view, lesson)
        except backend.StoreError as err:
            problem(View(view.code, problem=err.code))
            return
        shown = pd.DataFrame({
            t("lesson.room.col.step"): df["step"], t("lesson.room.col.answered"): df["answered"],
            t("lesson.room.col.share"): [("—" if v is None or v != v else num(100 * v, ".0f") + "\u00a0%")
                                         for v in df["share_right"]],
            t("lesson.room.col.median"): [("—" if v is None or v != v else num(v, ".3g")) for v in df["median_error"]],
            t("lesson.room.col.truth"): df["truth"]})
        present.dataframe(shown, hide_index=True, width="stretch")
        st.download_button(t("lesson.room.csv"), df.to_csv(index=False).encode(), file_name=f"class-{lesson.id}.csv",
                           mime="text/csv", key="room_csv", icon=":material/download:")


def _student_summary(view: View, lesson: Lesson) -> None:
    rows = []
    try:
        s = store()
        for n, step in enumerate(lesson.steps, 1):
            q = step.question
            if q is None:
                continue
            mine = _parse(q, s.mine(view.code, view.token, n) or "")
            stored = s.truth(view.code, n)
            truth = _parse(q, stored) if stored is not None else None
            rows.append({t("lesson.summary.col.step"): n, t("lesson.summary.col.answer"): flow.shown(lesson, n, mine),
                         t("lesson.summary.col.truth"): flow.shown(lesson, n, truth),
                         t("lesson.summary.col.right"): t("lesson.yes" if mine is not None and truth is not None
                                                          and correct(q, mine, truth) else "lesson.no")})
    except backend.StoreError:
        return
    present.dataframe(rows, hide_index=True, width="stretch")


def note() -> None:
    """Say once what the store refused (a teacher action without the key, a closed question, too many answers)."""
    code = st.session_state.pop(_NOTE, None)
    if code == "unreachable":
        st.warning(t("lesson.room.unreachable"), icon=":material/cloud_off:")
    elif code in ("forbidden", "is_closed", "rate"):
        st.warning(t(f"lesson.room.{code}"))
    elif code in ("unknown", "expired"):
        st.error(t(f"lesson.room.{code}", code=st.session_state.get(ROOM, "")))


def leave_room() -> None:
    for key in (ROOM, WHO):
        st.session_state[key] = ""
    st.session_state.pop(_KEY, None)
    st.session_state.pop(_JOINED, None)


def _leave_all() -> None:
    leave_room()
    flow.leave()


# --------------------------------------------------------------------------------------------- the front door

def join_box() -> None:
    """On the start page: type a room code and join."""
    c1, c2 = st.columns([3, 1], vertical_alignment="bottom")
    c1.text_input(t("lesson.room.join_code"), key="room_join_code", max_chars=12)
    c2.button(t("lesson.room.join_button"), key="room_join", on_click=_join_typed, icon=":material/login:",
              width="stretch")
    bad = st.session_state.pop("_room_bad_code", False)
    if bad:
        st.error(t("lesson.room.bad_code", example=backend.new_code()))


def _join_typed() -> None:
    code = backend.normal_code(st.session_state.get("room_join_code"))
    if not backend.valid_code(code):
        st.session_state["_room_bad_code"] = True
        return
    st.session_state[ROOM] = code
    st.session_state.pop(WHO, None)
    st.session_state.pop(_KEY, None)
