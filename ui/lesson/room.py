"""A lesson together (issue 25 §3, §5; issue 44): the live room, on three kinds of screen.

- The **teacher's console** leads: it holds a room key in its session only. The key never appears on a screen or in
  an address; this browser keeps it in a cookie (``tbt_console``, set by a two-line script, read back with
  ``st.context.cookies``), so a reload, a tab reopened from history or a laptop that slept is still the console, and
  never becomes a student. Another screen becomes a console with a one-time code the console makes (8 characters,
  2 minutes, spent once: ``store.handover``/``store.claim``).
- The **projector screen** (``?room=<code>&display=1``) follows the room: the step, the code, the QR code and the join
  link, how many answered and, after the close, the class's answers against the truth. It carries no key.
- A **student's** phone (``?room=<code>``): a random token in its link (``who``), so a reconnect, even to another
  replica, is the same student. Until the teacher closes a question a student who has answered sees their own answer
  and nothing under it (no page, no metric, no reveal).

A question may be voted on twice (Peer Instruction, issue 47): the console ends the first vote without showing it,
starts the discussion (the projector and every phone show a large *Discuss with your neighbour*), opens the second
vote; the reveal then shows both votes against the truth with the share right before and after. A phone shows its own
two answers, and, if the console's setting says so, the class's answers after the reveal with its own marked.

Every screen in a room checks the store every 1.5 s (``_watch``, one read of the room's version) and reruns when the
teacher acted, when the store fails or comes back, and when the room is gone: each is said once, in words for that
screen. Every teacher action names the room version its screen drew, so an action from a stale console is refused
(``store.Stale``) and that console catches up. Authority lives in the store: every action passes the session's key.
"""
from __future__ import annotations

import functools
import io
import math
import os
from dataclasses import dataclass
from urllib.parse import urlencode, urlsplit

import pandas as pd
import plotly.graph_objects as go
import streamlit as st

from lm_core.lessons import AnswerError, Lesson, clean_nickname, correct, parse_answer, text_key
from lm_core.lessons import store as backend
from lm_core.lessons import votes as vote_rules
from lm_core.lessons.catalogue import find as find_lesson

from .. import charts, present, runtime, state, warmup
from ..i18n import t
from ..numbers import num
from . import flow
import segno
import time

ROOM, WHO, TKEY, DISPLAY = "room", "who", "tkey", "display"
COOKIE = "tbt_console"               # this browser's console key: "<code>.<key>" (never on a screen or in a link)
PUBLIC_URL = "TBT_PUBLIC_URL"        # the address the join link and QR code name (else the teacher's own)
_KEY = "_room_key"                   # the teacher's secret, in this session only
_SEEN = "_room_seen_version"         # the room version this session last drew
_NOTE = "_room_note"                 # a store refusal to say once (a string key's last part)
_NICK = "room_nick"
_JOINED = "_room_joined"             # (code, token) this session has joined as
_LAST = "_room_last"                 # the last room this session read (drawn while the store is down)
_DOWN = "_room_down"                 # the watcher found the store unreachable (said once per outage)
_GONE = "_room_gone"                 # the watcher found the room gone
_COOKIE_JS = "_room_cookie"          # "set" / "clear": the cookie script to send on this run
_HANDOVER = "_room_handover"         # (one-time code, made at) shown on this console only
SHARE_KEY = "room_share"             # the console's toggle: the phones show the class's answers after a reveal
FOLLOW_EVERY = 1.5                   # seconds between a screen's checks of the store (a follow's p95: this + a run)
COUNT_EVERY = 1.0                    # seconds between updates of the answer count (console, projector)


@st.cache_resource(show_spinner=False)
def _open(setting: str) -> backend.Store:
    return backend.open_store(setting)


def setting() -> str:
    """``TBT_STORE`` from the environment, else the file ``TBT_STORE_FILE`` names (a mounted secret:
    ``backend.setting_from_env``), else ``TBT_STORE`` from ``st.secrets``, else "" (the default SQLite file). The value
    may hold a Redis password: it is passed to the store only, never logged or drawn (a failure shows the store's
    code, and ``backend.Unreachable`` messages are redacted)."""
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
    display: bool = False
    token: str | None = None
    problem: str | None = None        # unknown / expired / unreachable

    @property
    def student(self) -> bool:
        return not self.teacher and not self.display


# ------------------------------------------------------------------------------------------------- URL & setup

def _token_ok(v: str) -> bool:
    return v == "" or (len(v) <= 40 and all(c.isalnum() or c in "-_" for c in v))


def _normalise_link_code() -> None:
    """A code typed into an address as the join box takes it (lower case, spaces, dashes): ``?room=ab c-234``."""
    raw = st.query_params.get(ROOM)
    if raw is not None and ROOM not in st.session_state:
        code = backend.normal_code(raw)
        if code != raw and backend.valid_code(code):
            st.query_params[ROOM] = code


def _cookies():
    """The cookies the browser sent when this session opened (``st.context.cookies``; AppTest has none)."""
    return st.context.cookies


def _cookie_key(code: str) -> str | None:
    """The console key this browser kept for room ``code`` (its cookie), if any."""
    try:
        raw = _cookies().get(COOKIE)
    except Exception:                  # no browser behind this session (a bare script run)
        return None
    if not isinstance(raw, str):
        return None
    kept_code, _, key = raw.partition(".")
    return key if kept_code == code and key else None


def _cookie_script() -> None:
    """Send this run's cookie change (once): keep the console key in this browser, or forget it. A script the browser
    runs (``st.html``, JavaScript allowed), in the sidebar: it shows nothing and moves nothing in the main area."""
    what = st.session_state.pop(_COOKIE_JS, None)
    if what is None:
        return
    if what == "set" and st.session_state.get(_KEY) and st.session_state.get(ROOM):
        value = f"{st.session_state[ROOM]}.{st.session_state[_KEY]}"
        age = int(backend.TTL)
    else:
        value, age = "", 0
    js = (f"document.cookie = '{COOKIE}={value}; path=/; max-age={age}; SameSite=Strict'"
          " + (location.protocol === 'https:' ? '; Secure' : '');")
    with st.sidebar:
        st.html(f"<script>{js}</script>", unsafe_allow_javascript=True)


def register() -> View | None:
    """The room this session is in (from its link or its session), as console, projector or student; None if none."""
    if ROOM not in st.query_params and not st.session_state.get(ROOM):
        return None
    _normalise_link_code()
    state.url_state(ROOM, "", max_len=backend.CODE_LEN, valid=lambda v: v == "" or backend.valid_code(v))
    code = st.session_state.get(ROOM, "")
    if not code:
        return None
    if DISPLAY in st.query_params or st.session_state.get(DISPLAY):
        state.url_state(DISPLAY, False)
    view = View(code)
    try:
        s = store()
        if _KEY not in st.session_state:
            kept = _cookie_key(code)               # a console reloaded: its key, kept out of sight in this browser
            if kept and s.is_teacher(code, kept):
                st.session_state[_KEY] = kept
        view.room = s.room(code)
        view.teacher = _KEY in st.session_state and s.is_teacher(code, st.session_state[_KEY])
        if not view.teacher:
            st.session_state.pop(_KEY, None)
        view.display = not view.teacher and bool(st.session_state.get(DISPLAY))
        if view.student:
            state.url_state(WHO, "", max_len=40, valid=_token_ok)
            token = st.session_state.get(WHO) or None
            if st.session_state.get(_JOINED) != (code, token):     # join (or be recognised) once per session
                token = s.join(code, token)
                st.session_state[WHO] = token
                st.session_state[_JOINED] = (code, token)
            view.token = token
        st.session_state[_LAST] = view.room
        st.session_state[_DOWN] = False
        st.session_state[_GONE] = False
    except backend.StoreError as err:
        view.problem = err.code
        view.teacher = _KEY in st.session_state
        view.display = not view.teacher and bool(st.session_state.get(DISPLAY))
        view.token = st.session_state.get(WHO) or None
        last = st.session_state.get(_LAST)
        # The store is down: every screen keeps the step it had (a student's answer box, the console's panel).
        view.room = last if err.code == "unreachable" and last is not None and last.code == code else None
        if err.code in ("unknown", "expired"):
            st.session_state[_GONE] = True
        else:
            st.session_state[_DOWN] = True
    if view.teacher:
        _cookie_script()
    return view


def following() -> bool:
    """This session is a student or a projector in a live room: its screen follows the teacher's. Such a session
    draws no *Share this view* panel: a student's link carries their own token (whoever opened it would answer as
    them), and its QR code, drawn anew for every step, was a quarter of the page run that follows the teacher."""
    code = st.session_state.get(ROOM)
    if not code or _KEY in st.session_state:
        return False
    joined = st.session_state.get(_JOINED)
    return bool(st.session_state.get(DISPLAY)) or (bool(joined) and joined[0] == code)


def sync(view: View) -> None:
    """Put the session on the room's lesson and step: every screen shows the room's step, the consoles too."""
    room = view.room
    if room is None or find_lesson(room.lesson) is None or view.problem:
        return
    st.session_state[_SEEN] = room.version
    if st.session_state.get(flow.LESSON) != room.lesson:
        flow.start(room.lesson, room.step)
    elif st.session_state.get(flow.STEP) != room.step:
        flow.go(room.step)


def problem(view: View) -> None:
    """A room that cannot be used: say why, once per run, in words for this screen."""
    who = "teacher" if view.teacher else "student"
    if view.problem == "unreachable":
        st.warning(t(f"room.down.{who}"), icon=":material/cloud_off:")
    elif view.problem == "unknown" and st.session_state.get(_LAST) is not None:
        st.error(t(f"room.gone.{who}", code=view.code), icon=":material/meeting_room:")    # it was there a moment ago
    else:
        st.error(t(f"lesson.room.{view.problem}", code=view.code), icon=":material/meeting_room:")


# --------------------------------------------------------------------------------------------- the teacher

def _become_console(code: str, key: str) -> None:
    st.session_state[_KEY] = key
    st.session_state[ROOM] = code
    st.session_state[_COOKIE_JS] = "set"
    st.session_state[DISPLAY] = False
    st.session_state.pop(WHO, None)
    st.session_state.pop(_JOINED, None)
    st.session_state.pop(_HANDOVER, None)


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
    _become_console(made.code, made.key)


def _act(view: View, action, *args) -> bool:
    """A teacher action, with the session's key and the room version this screen drew; the store decides."""
    seen = st.session_state.get(_SEEN)
    try:
        action(view.code, st.session_state.get(_KEY), *args, seen=seen)
    except backend.StoreError as err:
        st.session_state[_NOTE] = err.code
        return False
    if seen is not None:
        st.session_state[_SEEN] = seen + 1
    return True


@runtime.gated
def _move(view: View, n: int) -> None:
    if _act(view, store().set_step, n):
        flow.go(n)
        flow.prepare(view.room.lesson if view.room is not None else None, n)


@runtime.gated
def _close(view: View, lesson: Lesson, n: int) -> None:
    truth = flow.truth_of(lesson, n)          # None: a poll, whose reveal is its distribution only (stored as "")
    stored = "" if truth is None else repr(float(truth)) if isinstance(truth, float) else str(truth)
    _act(view, store().close, n, stored)


@runtime.gated
def _reopen(view: View, n: int) -> None:
    _act(view, store().reopen, n)


@runtime.gated
def _round(view: View, op: str, n: int) -> None:
    """hold (end the first vote, show nothing), discuss, second (open the second vote): the store checks the order."""
    _act(view, getattr(store(), op), n)


@runtime.gated
def _share(view: View) -> None:
    """The setting's callback: after a reveal, the phones show the class's answers too (or only the projector)."""
    _act(view, store().share, bool(st.session_state.get(SHARE_KEY)))


@runtime.gated
def _end(view: View) -> None:
    _act(view, store().end)


@runtime.gated
def _handover(view: View) -> None:
    """Button callback: a one-time code that opens this room's console on another screen."""
    try:
        one = store().handover(view.code, st.session_state.get(_KEY))
    except backend.StoreError as err:
        st.session_state[_NOTE] = err.code
        return
    st.session_state[_HANDOVER] = (one, time.time())


def public_base() -> str:
    """The app's address for the join link: ``TBT_PUBLIC_URL`` (environment or ``st.secrets``), else the address this
    screen opened the app at."""
    value = os.environ.get(PUBLIC_URL)
    if value is None:
        try:
            value = st.secrets.get(PUBLIC_URL)
        except Exception:
            value = None
    url = str(value or "")
    if not url:
        try:
            url = st.context.url or ""
        except Exception:
            url = ""
    parts = urlsplit(url)
    if parts.scheme in ("http", "https") and parts.netloc:
        path = parts.path if value else "/"
        return f"{parts.scheme}://{parts.netloc}{path.rstrip('/')}/"
    return "http://localhost:8501/"


def join_link(code: str) -> str:
    """The student link: this app's address with ``?room=<code>`` (and nothing else: no key, no token)."""
    return public_base() + "?" + urlencode({ROOM: code})


def display_link(code: str) -> str:
    """The projector screen's link: the join link's address with ``display=1`` (it carries no key)."""
    return public_base() + "?" + urlencode({ROOM: code, DISPLAY: 1, present.PRESENT: 1})


def _local_host(link: str) -> str | None:
    host = urlsplit(link).hostname or ""
    return host if host in ("localhost", "127.0.0.1", "::1", "0.0.0.0") or host.endswith(".localhost") else None


@functools.lru_cache(maxsize=64)
def qr_png(link: str) -> bytes:
    """The QR code of ``link`` as a PNG, drawn locally by segno (once per link and server: bytes, never changed)."""
    buf = io.BytesIO()
    segno.make(link, error="m").save(buf, kind="png", scale=8, border=2)
    return buf.getvalue()


def _count_line(view: View, n: int, vote: int = 1) -> None:
    try:
        s = store()
        answered, room = s.count(view.code, n, vote=vote), s.room(view.code)
    except backend.StoreError:
        room = st.session_state.get(_LAST)
        answered = None
    with st.container(key="room_count"):         # keyed: projector mode sets it large
        if answered is None:
            st.markdown("—")
        else:
            st.markdown(t("room.answered", n=answered, m=room.students))


@st.fragment(run_every=COUNT_EVERY)
@runtime.gated(poll=True)
def _live_count(view: View, n: int, vote: int = 1) -> None:
    warmup.note_run()
    _count_line(view, n, vote)


def _int_ticks(top: int) -> dict:
    """A count axis with whole students only: a tick every 1, 2, 5, 10... so that at most about 6 show."""
    step = 1
    for s in (1, 2, 5, 10, 20, 50, 100, 200, 500):
        step = s
        if top / s <= 6:
            break
    return dict(tickmode="linear", tick0=0, dtick=step, tickformat="d", rangemode="tozero")


def distribution(lesson: Lesson, n: int, truth: float | str | None, raws: list[list[str]], students: int,
                 mine: list | None = None) -> None:
    """The class's answers (``raws``: one list per vote, as stored) against the truth: a histogram for numbers (the
    two votes overlaid), horizontal bars for choices (the two votes side by side; labels read whole at 1280 x 720),
    whole-student ticks, a truth mark that hides no bar, and under it how many answered and the share right in each
    vote (before and after the discussion). No truth (a poll): the distributions only. ``mine`` (a phone): the
    student's own answers, one per vote (None where they gave none), marked on the chart."""
    q = lesson.step(n).question
    sums = vote_rules.vote_summaries(q, raws, truth)
    per_vote = [vote_rules.parsed(q, raw) for raw in raws]
    two = len(raws) > 1
    names = [t("room.vote.first_name"), t("room.vote.second_name")]
    own = [m for m in (mine or []) if m is not None]
    projector = present.active()
    ink = dict(size=18 if projector else 16, color=PROJECTOR_INK)
    shades = [charts.PALETTE[6], charts.PALETTE[0]] if two else [charts.PALETTE[0]]
    if q.kind == "number":
        xs_all = [float(v) for vals in per_vote for v in vals]
        fig = go.Figure()
        lo, hi = (min(xs_all), max(xs_all)) if xs_all else (0.0, 1.0)
        size = (hi - lo) / 20 if hi > lo else 1.0
        top = 1
        for k, vals in enumerate(per_vote):
            xs = [float(v) for v in vals]
            top = max([top] + [xs.count(x) for x in xs])
            fig.add_trace(go.Histogram(x=xs, xbins=dict(start=lo, end=hi + size, size=size) if two else None,
                                       nbinsx=None if two else 20, marker_color=shades[k],
                                       opacity=0.75 if two else 1.0,
                                       name=names[k] if two else t("lesson.room.count")))
        if truth is not None and math.isfinite(float(truth)):
            # the truth: a dashed line over the bars, its label above the plot (it covers no bar)
            fig.add_vline(x=float(truth), line=dict(dash="dash", color=charts.PALETTE[1], width=3))
            fig.add_annotation(x=float(truth), y=1, yref="paper", yanchor="bottom", showarrow=False,
                               text="<b>" + t("lesson.room.truth_line") + " " + flow.shown(lesson, n, truth) + "</b>",
                               font=ink)
        for value in dict.fromkeys(float(v) for v in own):          # the student's own answers: a dotted line
            fig.add_vline(x=value, line=dict(dash="dot", color=PROJECTOR_INK, width=2))
            fig.add_annotation(x=value, y=0.9, yref="paper", xanchor="left", showarrow=False,
                               text=t("room.vote.you"), font=ink)
        fig.update_yaxes(title=t("lesson.room.count"), **_int_ticks(top))
        fig.update_layout(height=320, showlegend=two, bargap=0.05, barmode="overlay",
                          margin=dict(l=10, r=10, t=40, b=10))
    else:
        options = list(q.choices)
        labels = [flow.option_label(lesson, n, o) for o in options]
        labels = [t("room.truth_mark", label=lab) if truth is not None and o == truth else lab
                  for o, lab in zip(options, labels)]
        labels = [t("room.vote.you_mark", label=lab) if o in own else lab for o, lab in zip(options, labels)]
        fig = go.Figure()
        tops = [1]
        for k, summ in enumerate(sums):
            counts = [summ["counts"][o] for o in options]
            tops.append(max(counts + [1]))
            if two:
                colours = shades[k]
            else:
                colours = [charts.PALETTE[1] if truth is not None and o == truth else charts.PALETTE[0]
                           for o in options]
            fig.add_trace(go.Bar(y=labels, x=counts, orientation="h", marker_color=colours,
                                 text=[str(c) for c in counts], textposition="outside", cliponaxis=False,
                                 name=names[k]))
        fig.update_yaxes(type="category", autorange="reversed", automargin=True)
        fig.update_xaxes(title=t("lesson.room.count"), **_int_ticks(max(tops)))
        fig.update_layout(height=max(200, (110 if two else 70) * len(options) + 80), showlegend=two,
                          barmode="group", margin=dict(l=10, r=40, t=10, b=10))
    if two:
        # the legend at the figure's very top, the truth's label under it (above the plot): neither covers the other
        fig.update_layout(legend=dict(orientation="h", yref="container", y=1, yanchor="top", x=0, font=ink,
                                      traceorder="normal"), margin=dict(t=85 if q.kind == "number" else 50))
    fig.update_layout(font=ink)
    fig.update_xaxes(tickfont=ink, title_font=ink)
    fig.update_yaxes(tickfont=ink, title_font=ink)
    if projector:
        fig.update_layout(height=min(fig.layout.height or PROJECTOR_CHART_HEIGHT, PROJECTOR_CHART_HEIGHT))
    head = ("lesson.room.distribution" if truth is not None and not two else
            "room.vote.distribution_two" if truth is not None else
            "room.vote.distribution_poll")
    st.markdown("**" + t(head) + "**")
    st.plotly_chart(fig, key=f"room_dist_{n}" + ("_mine" if mine is not None else ""),
                    config={"displaylogo": False, "displayModeBar": False})
    if not two:
        summ = sums[0]
        line = [t("room.answered", n=summ["n"], m=max(students, summ["n"]))]
        if truth is not None:
            line += [t("lesson.truth", truth=flow.shown(lesson, n, truth)),
                     t("room.class_score", right=summ["right"], n=summ["n"])]
        st.caption(" · ".join(line))
        return
    lines = [names[k] + " · " + t("room.answered", n=summ["n"], m=max(students, summ["n"]))
             for k, summ in enumerate(sums)]
    if truth is not None:
        lines.append(t("lesson.truth", truth=flow.shown(lesson, n, truth)))
        if sums[0]["share"] is not None and sums[1]["share"] is not None:
            lines.append(t("room.vote.change", before=_percent(sums[0]["share"]), after=_percent(sums[1]["share"])))
    st.caption(" · ".join(lines))


def _percent(share: float | None) -> str:
    return "—" if share is None or share != share else num(100 * share, ".0f") + "%"


def _parse(q, raw):
    try:
        return parse_answer(q, raw)
    except AnswerError:
        return None


PROJECTOR_CHART_HEIGHT = 300            # the distribution in projector mode: on the first screen at 1280 x 720
PROJECTOR_INK = "rgb(38, 39, 48)"       # near-black chart text (Streamlit's chart theme greys it)
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


def _closed_reads(view: View, n: int, q) -> tuple[str | None, list[list[str]]]:
    """The stored truth and the class's answers of a closed question, one list per vote (read before anything is
    drawn: a failing store leaves no half panel). A console reads with its key; any other screen only once the
    question closed."""
    if q is None or n not in view.room.closed:
        return None, []
    s = store()
    raws = [(s.values(view.code, st.session_state.get(_KEY), n, vote=k) if view.teacher else
             s.closed_values(view.code, n, vote=k)) for k in range(1, view.room.votes(n) + 1)]
    return s.truth(view.code, n), raws


def teacher_panel(view: View, lesson: Lesson, n: int) -> bool:
    """The console's panel, or the projector screen's (``view.display``: no buttons). True if the page may be drawn
    under it (no open question: the class sees no answer before the close)."""
    q = lesson.step(n).question
    closed = n in view.room.closed
    link = join_link(view.code)
    stored, raws = (None, []) if view.problem else _closed_reads(view, n, q)
    if present.active():
        _projector_panel(view, lesson, n, link, closed, stored, raws)
        return q is None or closed
    with st.container(border=True, key="lesson_panel"):
        flow.progress(lesson, n)
        left, right = st.columns([3, 1])
        with left:
            _who_line(view)
            st.markdown(t("lesson.room.join"))
            st.code(link, language=None)
            if view.teacher:
                _localhost_note(link)
                _console_tools(view)
        right.image(qr_png(link), caption=t("lesson.room.qr"), width=180)
        flow.step_text(lesson, n)
        if q is None:
            flow.notice(lesson, n)
        else:
            _question(view, lesson, n, closed, stored, raws)
            if closed:
                flow.notice(lesson, n)
        if view.teacher:
            _teacher_nav(view, lesson, n, closed)
    return q is None or closed


def _who_line(view: View) -> None:
    if view.teacher:
        st.markdown(t("room.console") + " " + t("lesson.room.code", code=view.code))
    else:
        st.markdown(t("room.display", code=view.code))


def _localhost_note(link: str) -> None:
    host = _local_host(link)
    if host:
        st.warning(t("room.localhost", host=host), icon=":material/wifi_off:")


def _console_tools(view: View) -> None:
    """The console's own tools: the projector screen's link (no key), and a one-time code for another console."""
    st.link_button(t("room.open_display"), display_link(view.code), help=t("room.open_display_help"),
                   icon=":material/co_present:")
    with st.expander(t("room.handover.header")):
        st.markdown(t("room.handover.intro"))
        st.button(t("room.handover.button"), key="room_handover", on_click=_handover, args=(view,),
                  icon=":material/key:")
        made = st.session_state.get(_HANDOVER)
        if made is not None:
            left = backend.HANDOVER_TTL - (time.time() - made[1])
            if left > 0:
                minutes = max(1, math.ceil(left / 60))
                st.markdown(t("room.handover.shown", code=made[0], minutes=minutes))
            else:
                st.session_state.pop(_HANDOVER, None)


def _projector_panel(view: View, lesson: Lesson, n: int, link: str, closed: bool, stored, raws) -> None:
    """The panel in projector mode (1280 x 720), for the console and the projector screen: the console's buttons
    first, then the step, its question and the count (or, once closed, the distribution against the truth) on the
    left, the QR code and the join link on the right, all on the first screen; the step's prose folded."""
    q = lesson.step(n).question
    st.html(f"<style>{PROJECTOR_PANEL_CSS}{DISCUSS_CSS}</style>")
    with st.container(border=True, key="lesson_panel"):
        if view.teacher:
            _teacher_nav(view, lesson, n, closed)
        flow.progress(lesson, n)
        main, side = st.columns([5, 2])
        with side:
            st.image(qr_png(link), caption=t("lesson.room.qr"), width=190)
            st.markdown(t("lesson.room.code", code=view.code) + " " + t("lesson.room.join"))
            st.code(link, language=None, wrap_lines=True)
            if view.teacher:
                _localhost_note(link)
        with main:
            st.subheader(t(text_key(lesson.id, n, "title")))
            present.explain(t(text_key(lesson.id, n, "body")))
            if q is None:
                flow.notice(lesson, n)
            else:
                _question(view, lesson, n, closed, stored, raws)
        if q is not None and closed:
            flow.notice(lesson, n)


def _question(view: View, lesson: Lesson, n: int, closed: bool, stored, raws) -> None:
    """The step's question on the console and the projector: once closed the class's distribution (each vote)
    against the truth; until then how many have answered, in the vote that is open; while the class discusses, a
    large *Discuss with your neighbour*."""
    q = lesson.step(n).question
    phase = view.room.phase(n)
    if phase == backend.DISCUSS and not closed and not view.problem:
        _discuss_banner(lesson, n)
        _count_line(view, n, 1)
        return
    st.markdown("**" + t("lesson.question") + "** · " + t(text_key(lesson.id, n, "q")))
    if closed and not view.problem:
        truth = _parse(q, stored) if stored is not None else flow.truth_of(lesson, n)
        distribution(lesson, n, truth, raws, view.room.students)
    elif closed:
        st.info(t("lesson.room.closed"))
    elif phase == backend.HELD:
        st.info(t("room.vote.held"), icon=":material/pause_circle:")
        _count_line(view, n, 1)
    elif phase == backend.SECOND:
        st.markdown("**" + t("room.vote.second_open") + "**")
        _live_count(view, n, 2)
        st.caption(t("lesson.room.waiting"))
    else:
        _live_count(view, n)
        st.caption(t("lesson.room.waiting"))


def _discuss_banner(lesson: Lesson, n: int) -> None:
    """What every screen shows while the class discusses: large, with the question under it."""
    with st.container(key="room_discuss"):
        st.markdown("## " + t("room.vote.discuss_title"))
        st.markdown(t("room.vote.discuss_body"))
        st.markdown("**" + t("lesson.question") + "** · " + t(text_key(lesson.id, n, "q")))


DISCUSS_CSS = """
.st-key-room_discuss h2 { font-size: 3rem; line-height: 1.15; color: rgb(20, 20, 26); }
.st-key-room_discuss p { font-size: 1.4rem; color: rgb(38, 39, 48); }
"""


def _teacher_nav(view: View, lesson: Lesson, n: int, closed: bool) -> None:
    total = len(lesson.steps)
    q = lesson.step(n).question
    phase = view.room.phase(n) if view.room is not None else backend.VOTE
    c1, c2, c3, c4 = st.columns(4)
    c1.button(t("lesson.room.back"), key="room_back", disabled=n <= 1, on_click=_move, args=(view, n - 1),
              icon=":material/arrow_back:", width="stretch")
    if q is not None and not closed:
        c2.button(t("lesson.room.close") if phase == backend.VOTE else t("room.vote.reveal"), key="room_close",
                  on_click=_close, args=(view, lesson, n), icon=":material/lock:", type="primary", width="stretch")
    elif q is not None:
        c2.button(t("lesson.room.reopen"), key="room_reopen", on_click=_reopen, args=(view, n),
                  icon=":material/lock_open:", width="stretch")
    c3.button(t("lesson.room.next") if n < total else t("lesson.finish"), key="room_next", on_click=_move,
              args=(view, n + 1), icon=":material/arrow_forward:", type="secondary" if q and not closed else "primary",
              width="stretch")
    c4.button(t("lesson.room.end"), key="room_end", on_click=_end, args=(view,), icon=":material/stop_circle:",
              width="stretch")
    if q is not None:
        _vote_controls(view, n, closed, phase)


def _vote_controls(view: View, n: int, closed: bool, phase: str) -> None:
    """Vote, discuss, vote again: the console's three buttons, each drawn only when the store allows it, and the
    setting that shows the class's answers on the phones after a reveal."""
    d1, d2, d3 = st.columns([1, 1, 2], vertical_alignment="center")
    if not closed and phase == backend.VOTE:
        d1.button(t("room.vote.hold"), key="room_hold", on_click=_round, args=(view, "hold", n),
                  help=t("room.vote.hold_help"), icon=":material/pause_circle:", width="stretch")
    if not closed and phase == backend.HELD:
        d1.button(t("room.vote.discuss"), key="room_discuss", on_click=_round, args=(view, "discuss", n),
                  icon=":material/forum:", width="stretch")
    if not closed and phase in (backend.HELD, backend.DISCUSS):
        d2.button(t("room.vote.second"), key="room_second", on_click=_round, args=(view, "second", n),
                  icon=":material/how_to_vote:", type="primary", width="stretch")
    st.session_state[SHARE_KEY] = bool(view.room.share) if view.room is not None else False
    d3.toggle(t("room.vote.share"), key=SHARE_KEY, on_change=_share, args=(view,), help=t("room.vote.share_help"))


# ---------------------------------------------------------------------------------------------- every screen

def follow(view: View) -> None:
    """Every screen of a live room checks the store every 1.5 s (``_watch``). Called first in the main area, before
    anything drawn only sometimes (a store's note, a problem): a fragment's wrapper is addressed by its index among
    its siblings, and a wrapper whose index moved from one run to the next was seen landing on the panel's block."""
    if (view.room is not None and not view.room.ended) or view.problem == "unreachable":
        _watch(view.code)


@st.fragment(run_every=FOLLOW_EVERY)
@runtime.gated(poll=True)
def _watch(code: str) -> None:
    """Every 1.5 s: one read of the room's version. The app reruns only when something changed for this screen: the
    teacher acted (with the new step's style sheet prepared first: one page run per step), the store failed or came
    back, or the room is gone."""
    warmup.note_run()                           # a class following its teacher: the warm-up waits (ui/warmup.py)
    try:
        v = store().version(code)
        if v is None:                           # the room is gone (a store restarted empty, or purged)
            if st.session_state.get(_GONE):
                return
            st.session_state[_GONE] = True
        elif st.session_state.get(_DOWN) or v != st.session_state.get(_SEEN):
            room = store().room(code)
            flow.prepare(room.lesson, room.step)
        else:
            return
    except backend.StoreError:
        if st.session_state.get(_DOWN):
            return                              # said already
        st.session_state[_DOWN] = True
    st.rerun(scope="app")


# ---------------------------------------------------------------------------------------------- a student

@runtime.gated
def _submit(view: View, lesson: Lesson, n: int, vote: int = 1) -> None:
    q = lesson.step(n).question
    key = f"lesson_in_{lesson.id}_{n}"
    errors = st.session_state.setdefault(flow._ERROR, {})
    typed = st.session_state.get(key)
    if isinstance(typed, str) and len(typed) > backend.VALUE_MAX:
        errors[(lesson.id, n)] = ("room.too_long", {"n": backend.VALUE_MAX})
        return
    try:
        value = parse_answer(q, typed)
    except AnswerError as err:
        errors[(lesson.id, n)] = (err.code, err.params)
        return
    errors.pop((lesson.id, n), None)
    raw = repr(float(value)) if isinstance(value, float) else str(value)
    try:
        store().answer(view.code, view.token, n, raw, clean_nickname(st.session_state.get(_NICK)), vote=vote)
    except backend.StoreError as err:
        st.session_state[_NOTE] = err.code
        return
    flow._store_answer(n, value)


def student_panel(view: View, lesson: Lesson, n: int) -> bool:
    """A student's panel: follow the teacher, answer, see your answer against the truth after the close. True if the
    page may be drawn under it: only with no question or once the question is closed (until then the page would give
    the truth away: its metrics, its Reveal buttons, its captions). A question voted on twice: the first answer stays
    in sight through the discussion and the second vote; after the reveal both, and, if the teacher's setting says
    so, the class's answers with this student's marked."""
    room = view.room
    q = lesson.step(n).question
    closed = n in room.closed or room.ended
    phase = room.phase(n)
    votes = room.votes(n)
    mine_raw = stored_truth = None
    mine2_raw = None
    class_raws: list[list[str]] = []
    if q is not None and not view.problem:   # every read before anything is drawn: no half panel
        s = store()
        mine_raw = s.mine(view.code, view.token, n)
        mine2_raw = s.mine(view.code, view.token, n, vote=2) if votes == 2 else None
        stored_truth = s.truth(view.code, n) if closed else None
        if closed and room.share and n in room.closed:
            class_raws = [s.closed_values(view.code, n, vote=k) for k in range(1, votes + 1)]
    elif q is not None:                      # the store is down: this screen's own last answer
        mine_raw = flow.given().get(n)
    with st.container(border=True, key="lesson_panel"):
        flow.progress(lesson, n)
        st.caption(t("lesson.room.student", code=view.code))
        if q is not None and phase == backend.DISCUSS and not closed:
            st.html(f"<style>{DISCUSS_CSS}</style>")
            _discuss_banner(lesson, n)
            _first_answer(lesson, n, q, mine_raw)
            return False
        flow.step_text(lesson, n)
        if q is None:
            flow.notice(lesson, n)
            return True
        st.markdown("**" + t("lesson.question") + "** · " + t(text_key(lesson.id, n, "q")))
        mine = _parse(q, mine_raw) if mine_raw is not None else None
        mine2 = _parse(q, mine2_raw) if mine2_raw is not None else None
        if closed:
            truth = _parse(q, stored_truth) if stored_truth is not None else None
            if truth is None and q.kind != "poll":
                st.info(t("lesson.room.closed"))
                return False
            if q.kind == "poll":                      # no truth: each answer of one's own, no verdict
                for value in [mine, mine2][:votes]:
                    flow.verdict(lesson, n, value, None)
            elif votes == 2:
                _two_verdicts(lesson, n, mine, mine2, truth)
            else:
                flow.verdict(lesson, n, mine, truth)
            if class_raws:
                distribution(lesson, n, truth, class_raws, room.students, mine=[mine, mine2][:votes])
            flow.notice(lesson, n)
            st.session_state[present.ASK] = ""          # the truth is public now: the page's answers too
            return True
        if phase == backend.HELD:
            st.info(t("room.vote.held_student"), icon=":material/pause_circle:")
            _first_answer(lesson, n, q, mine_raw)
            return False
        if phase == backend.SECOND:
            st.markdown("### " + t("room.vote.second_title"))
            _first_answer(lesson, n, q, mine_raw)
        st.text_input(t("lesson.room.nickname"), key=_NICK, max_chars=5 * backend.NICK_MAX,
                      help=t("lesson.room.nickname_help"))
        nick = st.session_state.get(_NICK) or ""
        if nick:
            st.text(clean_nickname(nick))                              # plain text: never markdown or HTML
            if len(nick.strip()) > backend.NICK_MAX:
                st.caption(t("room.nick_cut", n=backend.NICK_MAX))
        vote = 2 if phase == backend.SECOND else 1
        current, given = (mine2_raw, mine2) if vote == 2 else (mine_raw, mine)
        flow.answer_input(lesson, n, q, None, current, on_commit=lambda: _submit(view, lesson, n, vote),
                          max_chars=5 * backend.VALUE_MAX)
        if given is not None:
            st.markdown(t("lesson.committed" if vote == 1 else "room.vote.second_mine",
                          answer=flow.shown(lesson, n, given)))
            st.caption(t("room.committed_wait"))
        else:
            st.caption(t("lesson.room.waiting"))
    return False


def _first_answer(lesson: Lesson, n: int, q, mine_raw: str | None) -> None:
    mine = _parse(q, mine_raw) if mine_raw is not None else None
    st.markdown(t("room.vote.first_mine", answer=flow.shown(lesson, n, mine)) if mine is not None
                else t("room.vote.first_none"))


def _two_verdicts(lesson: Lesson, n: int, first, second, truth) -> None:
    """After a two-vote reveal: the truth, then the student's answer in each vote, right or not."""
    q = lesson.step(n).question
    st.markdown(t("lesson.truth", truth=flow.shown(lesson, n, truth)))
    for name, value in ((t("room.vote.first_name"), first), (t("room.vote.second_name"), second)):
        if value is None:
            st.markdown(name + " · " + t("room.vote.no_answer"))
            continue
        ok = correct(q, value, truth)
        line = (name + " · " + t("lesson.yours", answer=flow.shown(lesson, n, value)) + " · "
                + t("lesson.right" if ok else "lesson.wrong"))
        if q.kind == "number" and q.tol:
            line += " " + t("lesson.within", tol=flow.tolerance(q))
        (st.success if ok else st.warning)(line)


# ------------------------------------------------------------------------------------------------ the end

def results(view: View, lesson: Lesson) -> pd.DataFrame:
    """One row per question, with columns per vote (``_1``: the first vote, ``_2``: the second, empty for a question
    voted on once): how many answered, the share right, the median error; and the truth (no names, no tokens)."""
    s = store()
    key = st.session_state.get(_KEY)
    room = s.room(view.code)
    rows = []
    for n, step in enumerate(lesson.steps, 1):
        q = step.question
        if q is None:
            continue
        stored = s.truth(view.code, n)
        truth = _parse(q, stored) if stored is not None else flow.truth_of(lesson, n)
        raws = [s.values(view.code, key, n, vote=k) for k in range(1, room.votes(n) + 1)]
        row = {"step": n}
        for k in (1, 2):
            summ = vote_rules.vote_summaries(q, [raws[k - 1]], truth)[0] if k <= len(raws) else None
            row[f"answered_{k}"] = summ["n"] if summ else None
            row[f"share_right_{k}"] = summ["share"] if summ else None
            row[f"median_error_{k}"] = summ["median_error"] if summ else None
        row["truth"] = flow.shown(lesson, n, truth)
        rows.append(row)
    return pd.DataFrame(rows, columns=["step", "answered_1", "share_right_1", "median_error_1", "answered_2",
                                       "share_right_2", "median_error_2", "truth"])


def ended(view: View, lesson: Lesson) -> None:
    """After the last step, or once the class is over: the console sees the class's results (a CSV too) with a way
    back and a way to end; a student sees their own answers; the projector screen the class's."""
    over = view.room is not None and view.room.ended
    with st.container(border=True, key="lesson_panel"):
        if view.teacher:
            st.subheader(t("lesson.room.summary"))
            if over:
                st.caption(t("room.ended.teacher"))
                st.button(t("lesson.leave"), key="room_leave", on_click=_leave_all, icon=":material/close:")
            else:
                c1, c2 = st.columns(2)
                total = len(lesson.steps)
                c1.button(t("room.summary_back"), key="room_back", on_click=_move, args=(view, total),
                          icon=":material/arrow_back:", width="stretch")
                c2.button(t("lesson.room.end"), key="room_end", on_click=_end, args=(view,),
                          icon=":material/stop_circle:", width="stretch", type="primary")
        else:
            st.subheader(t("lesson.room.ended") if over else
                         t("lesson.summary.header") if view.student else t("lesson.room.summary"))
            if over:
                st.button(t("lesson.leave"), key="room_leave", on_click=_leave_all, icon=":material/close:")
        if view.student:
            _student_summary(view, lesson)
            return
        if not view.teacher:
            return
        try:
            df = results(view, lesson)
        except backend.StoreError as err:
            problem(View(view.code, teacher=True, problem=err.code))
            return
        columns = {t("lesson.room.col.step"): df["step"]}
        if df["answered_2"].notna().any():            # a question voted on twice: each vote's columns
            columns[t("room.col.answered_1")] = [_count(v) for v in df["answered_1"]]
            columns[t("room.col.right_1")] = [_percent(v) for v in df["share_right_1"]]
            columns[t("room.col.answered_2")] = [_count(v) for v in df["answered_2"]]
            columns[t("room.col.right_2")] = [_percent(v) for v in df["share_right_2"]]
        else:
            columns[t("lesson.room.col.answered")] = [_count(v) for v in df["answered_1"]]
            columns[t("room.col.right")] = [_percent(v) for v in df["share_right_1"]]
        columns[t("lesson.room.col.truth")] = df["truth"]
        shown = pd.DataFrame(columns)
        present.dataframe(shown, hide_index=True, width="stretch")
        st.download_button(t("lesson.room.csv"), df.to_csv(index=False).encode(), file_name=f"class-{lesson.id}.csv",
                           mime="text/csv", key="room_csv", icon=":material/download:")


def _count(v) -> str:
    return "—" if v is None or v != v else str(int(v))


def _student_summary(view: View, lesson: Lesson) -> None:
    """The student's own answers (the second vote's too, where there was one: it is the one judged right or not)."""
    rows = []
    try:
        s = store()
        room = s.room(view.code)
        twice = any(room.votes(n) == 2 for n in range(1, len(lesson.steps) + 1))
        for n, step in enumerate(lesson.steps, 1):
            q = step.question
            if q is None:
                continue
            mine = _parse(q, s.mine(view.code, view.token, n) or "")
            second = _parse(q, s.mine(view.code, view.token, n, vote=2) or "") if room.votes(n) == 2 else None
            last = second if room.votes(n) == 2 else mine
            stored = s.truth(view.code, n)
            truth = _parse(q, stored) if stored is not None else None
            row = {t("lesson.summary.col.step"): n, t("lesson.summary.col.answer"): flow.shown(lesson, n, mine)}
            if twice:
                row[t("room.col.second_answer")] = flow.shown(lesson, n, second)
            row.update({t("lesson.summary.col.truth"): flow.shown(lesson, n, truth),
                        t("lesson.summary.col.right"): t("lesson.yes" if last is not None and truth is not None
                                                         and correct(q, last, truth) else "lesson.no")})
            rows.append(row)
    except backend.StoreError:
        return
    present.dataframe(rows, hide_index=True, width="stretch")


def note(view: View | None = None) -> None:
    """Say once what the store refused (a stale console, a closed question, too many answers), in this screen's
    words. A store that cannot be reached is said by :func:`problem` when this run found it so (never twice)."""
    code = st.session_state.pop(_NOTE, None)
    teacher = _KEY in st.session_state
    if code is None:
        return
    if code == "unreachable":
        if view is None:                 # no room yet (Start a class failed): the lesson goes on alone
            st.warning(t("lesson.room.unreachable"), icon=":material/cloud_off:")
        elif view.problem != "unreachable":
            st.warning(t("room.down." + ("teacher" if teacher else "student")), icon=":material/cloud_off:")
    elif code == "stale":
        st.info(t("room.stale"), icon=":material/sync:")
    elif code in ("forbidden", "is_closed", "rate"):
        st.warning(t(f"lesson.room.{code}"))
    elif code == "round":
        st.info(t("room.vote.refused_" + ("teacher" if teacher else "student")), icon=":material/sync:")
    elif code in ("unknown", "expired"):
        if view is None or view.problem is None:
            room_code = st.session_state.get(ROOM, "")
            st.error(t(f"room.gone.{'teacher' if teacher else 'student'}", code=room_code) if code == "unknown"
                     else t("lesson.room.expired", code=room_code))


def leave_room() -> None:
    if _KEY in st.session_state:
        st.session_state[_COOKIE_JS] = "clear"
    for key in (ROOM, WHO):
        st.session_state[key] = ""
    for key in (_KEY, _JOINED, _LAST, _HANDOVER, _DOWN, _GONE):
        st.session_state.pop(key, None)
    if st.session_state.get(DISPLAY):
        st.session_state[DISPLAY] = False


@runtime.gated
def _leave_all() -> None:
    leave_room()
    flow.leave()


def forget_cookie() -> None:
    """After a console left its room: the run that follows tells the browser to forget the key (once)."""
    if st.session_state.get(_COOKIE_JS) == "clear":
        _cookie_script()


# --------------------------------------------------------------------------------------------- the front door

def join_box() -> None:
    """On the start page: type a room code and join; or, for a teacher, a one-time code from the console."""
    c1, c2 = st.columns([3, 1], vertical_alignment="bottom")
    c1.text_input(t("lesson.room.join_code"), key="room_join_code", max_chars=24)
    c2.button(t("lesson.room.join_button"), key="room_join", on_click=_join_typed, icon=":material/login:",
              width="stretch")
    if st.session_state.pop("_room_bad_code", False):
        st.error(t("lesson.room.bad_code", example=backend.new_code()))
    with st.expander(t("room.claim.header")):
        d1, d2 = st.columns([3, 1], vertical_alignment="bottom")
        d1.text_input(t("room.claim.label"), key="room_claim_code", max_chars=24)
        d2.button(t("room.claim.button"), key="room_claim", on_click=_claim_typed, icon=":material/key:",
                  width="stretch")
        bad = st.session_state.pop("_room_bad_claim", None)
        if bad == "unreachable":
            st.warning(t("room.down.teacher"), icon=":material/cloud_off:")
        elif bad:
            st.error(t("room.claim.bad"))


@runtime.gated
def _join_typed() -> None:
    code = backend.normal_code(st.session_state.get("room_join_code"))
    if not backend.valid_code(code):
        st.session_state["_room_bad_code"] = True
        return
    st.session_state[ROOM] = code
    st.session_state.pop(WHO, None)
    st.session_state.pop(_KEY, None)
    st.session_state[DISPLAY] = False


@runtime.gated
def _claim_typed() -> None:
    typed = backend.normal_code(st.session_state.get("room_claim_code"))
    st.session_state["room_claim_code"] = ""
    try:
        made = store().claim(typed[:backend.HANDOVER_LEN + 4])
    except backend.StoreError as err:
        st.session_state["_room_bad_claim"] = err.code if err.code == "unreachable" else "bad"
        return
    _become_console(made.code, made.key)
