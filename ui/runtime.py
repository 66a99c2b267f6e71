"""Process-wide settings for one small server that serves a whole class (called once, from ``app.py``).

Community Cloud gives an app about 690 MB, and sixty students open the same page within half a minute. What
matters beyond the caches:

- **One thread per tensor operation.** The models here are small; on a 2-core server, torch's thread pool
  only adds contention between the sessions' script threads (and memory for each worker's buffers). The same
  holds for numpy's OpenBLAS: its second thread spins after every matrix product, waiting for the next one,
  and burned about a quarter of a core under a class's load (one replica used 1.25 cores and 47 ms of CPU per
  page run; with one BLAS thread 1.05 cores and 34 ms: ``python -m bench.load_class --replicas 2``, quiet
  machine). ``threadpoolctl`` sets it at run time, since the environment variable
  (``OPENBLAS_NUM_THREADS``) must be set before numpy loads and Cloud does not let an app set it.
- **Heavy computations queue.** ``heavy`` lets two run at once (one per core); the rest wait, so the
  working memory of many first visits never piles up.
- **Page runs take turns** (``page_run``): sixty script threads side by side cost the server almost twice the
  CPU of the same runs one after another; a moved control goes before a page being opened; heavy work keeps
  the turn (beside a busy page run, torch's many small operations wait for the interpreter lock).
- **What is kept of Streamlit's private names** (``ui/internals.py``: a shared Styler marshalled once), off with
  ``TBT_STOCK=1``.
- **glibc's malloc arenas.** Every thread that allocates gets its own arena (up to 8 per core), and freed
  memory in an arena is rarely given back: a class of sixty leaves the server hundreds of MB larger than
  one visitor does. We cap the arenas at two and hand large blocks to mmap, so freeing them returns them to
  the system; ``trim()`` after a run gives back the free tops of the heaps. The same can be set with
  ``MALLOC_ARENA_MAX=2`` in the environment, which Cloud does not let an app set, hence ``mallopt``.
"""
from __future__ import annotations

import contextlib
import ctypes
import ctypes.util
import functools
import os
import threading
import time
from collections import deque

import streamlit as st
import torch
from threadpoolctl import threadpool_limits

from . import i18n, internals

M_TRIM_THRESHOLD, M_MMAP_THRESHOLD, M_ARENA_MAX = -1, -3, -8
ARENAS = 2
MMAP_ABOVE = 1 << 20          # blocks of 1 MB or more come from mmap and go back to the system when freed
TRIM_EVERY = 2.0              # seconds between two malloc_trim calls, whatever the number of sessions
SCHEDULER = os.environ.get("TBT_SCHEDULER", "turns").strip().lower()   # turns | torch | gate (see page_run)
if SCHEDULER not in {"turns", "torch", "gate"}:
    SCHEDULER = "turns"
HEAVY_AT_ONCE = 1 if SCHEDULER == "torch" else 2   # heavy computations at once: "torch" is one lane, else one per core
IN_TURN = os.environ.get("TBT_RUNS_IN_TURN", "1").lower() not in {"0", "false", "off", "no"}   # see page_run
GATE_AT_ONCE = 1              # "gate": runs inside the gate at once
GATE_AT = os.environ.get("TBT_GATE_AT", "navigation")    # "gate": taken after st.navigation, or at the run's "start"
ESCAPE_AFTER = 1.0            # "gate": seconds without anyone let in before the first waiter goes in anyway
POLL = 0.5                    # "gate": seconds between a waiter's checks that its run is still wanted
HOLD_MAX = 1.0                # seconds a run may hold the turn before those waiting go ahead anyway
OPEN_WAIT_MAX = 2.0           # seconds a page being opened waits behind moved controls at most
SLICE = 0.1                   # seconds of long work between two runs let through (let_others_run)

_configured = False
_lock = threading.Lock()
_last_trim = 0.0
_libc = None
_heavy = threading.BoundedSemaphore(HEAVY_AT_ONCE)
_turn = threading.local()     # .held: this thread's page run holds the turn
_in_gate = threading.local()  # .held: this thread holds a place in the gate ("gate")
_held = threading.local()


def _glibc():
    global _libc
    if _libc is None:
        try:
            _libc = ctypes.CDLL(ctypes.util.find_library("c") or "libc.so.6")
            _libc.mallopt  # noqa: B018  (raises AttributeError off glibc)
            _libc.malloc_trim
        except (OSError, AttributeError):
            _libc = False
    return _libc


def configure() -> None:
    """Set the process-wide settings once (later calls do nothing)."""
    global _configured
    with _lock:
        if _configured:
            return
        _configured = True
        torch.set_num_threads(1)
        internals.install()                               # the private names kept, guarded (ui/internals.py)
        threadpool_limits(limits=1, user_api="blas")      # numpy's OpenBLAS: one thread, no spinning
        libc = _glibc()
        if libc:
            libc.mallopt(M_ARENA_MAX, ARENAS)
            libc.mallopt(M_MMAP_THRESHOLD, MMAP_ABOVE)
            libc.mallopt(M_TRIM_THRESHOLD, 4 * MMAP_ABOVE)


def trim() -> None:
    """Give free heap memory back to the system, at most once every ``TRIM_EVERY`` seconds."""
    global _last_trim
    libc = _glibc()
    now = time.monotonic()
    if not libc or now - _last_trim < TRIM_EVERY:
        return
    _last_trim = now
    libc.malloc_trim(0)


class _Turns:
    """Page runs in turn (a queue of waiters, each woken by the run before it). Who goes next:

    1. a run taking its turn back after waiting (for a heavy permit, for word2vec): it was served once already;
    2. a control moved on the page a session already shows, before pages being opened: a slider should answer
       at once, while a page being opened is expected to take a moment. A page opened that has waited
       ``OPEN_WAIT_MAX`` seconds goes before them, so a class moving sliders never holds a page back for long;
    3. pages being opened, first come first served.

    A waiter whose turn has not come goes ahead without one if the run holding the turn has held it
    ``HOLD_MAX`` seconds: a slow run never holds the others back longer than that."""

    KINDS = ("back", "move", "open")

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._waiting: dict[str, deque[tuple[threading.Event, float]]] = {k: deque() for k in self.KINDS}
        self._busy = False
        self._since = 0.0                # when the turn last changed hands

    def take(self, kind: str = "open") -> bool:
        """True: this thread holds the turn; False: it goes ahead without one (the holder is slow)."""
        with self._lock:
            now = time.monotonic()
            if not self._busy:
                self._busy, self._since = True, now
                return True
            mine = (threading.Event(), now)
            self._waiting[kind].append(mine)
        while not mine[0].wait(0.1):
            with self._lock:
                if mine[0].is_set():
                    break
                if time.monotonic() - self._since > HOLD_MAX:
                    self._waiting[kind].remove(mine)
                    return False
        return True

    def waiting(self) -> bool:
        """Is any run waiting for the turn?"""
        return any(self._waiting.values())

    def held_for(self) -> float:
        """Seconds since the turn last changed hands."""
        return time.monotonic() - self._since

    def give(self) -> None:
        with self._lock:
            self._since = time.monotonic()
            back, moves, opens = (self._waiting[k] for k in self.KINDS)
            if back:
                nxt = back
            elif opens and (not moves or self._since - opens[0][1] > OPEN_WAIT_MAX):
                nxt = opens
            else:
                nxt = moves or None
            if nxt:
                nxt.popleft()[0].set()                   # the turn passes on: still busy
            else:
                self._busy = False


_turns = _Turns()
LAST_PAGE = "_tbt_last_page"     # session state: the page (its URL) this session's last page run drew


def _page() -> str | None:
    """The page this run draws, as its URL (``st.context.url``: Streamlit adds the page's path, known from the
    session's previous navigation, before ``st.navigation`` runs); None outside a run or without a browser."""
    try:
        return st.context.url
    except Exception:
        return None


def _memory():
    """This session's state (the page its last run drew is kept there)."""
    return st.session_state


def _kind() -> str:
    """"move" if this run is on the page its session's last run drew (a control moved, a button pressed), else
    "open"."""
    page = _page()
    try:
        return "move" if page and _memory().get(LAST_PAGE) == page else "open"
    except Exception:            # no session (a bare call)
        return "open"


def _note_page() -> None:
    page = _page()
    if page:
        try:
            _memory()[LAST_PAGE] = page
        except Exception:        # no session, or a state that cannot be written now
            pass


class _Gate:
    """``TBT_SCHEDULER=gate``: one fair gate. ``GATE_AT_ONCE`` runs inside, the rest wait in the order they came
    (first in, first out); a run taking its place back after waiting inside (:func:`turn_given_up`) goes first.
    If nobody has been let in for ``ESCAPE_AFTER`` seconds (a slow run inside), the first waiter goes in anyway,
    alone: an escape lets one waiter through per interval, never the whole queue. A waiter checks every ``POLL``
    seconds that its run is still wanted (``still_wanted`` raises if not) and leaves the queue without going in."""

    def __init__(self, at_once: int | None = None) -> None:
        self._lock = threading.Lock()
        self._queue: deque[threading.Event] = deque()    # one event per waiter: only the first is woken
        self._inside = 0
        self._moved = time.monotonic()       # when someone last went in
        self.at_once = at_once

    def _room(self) -> bool:
        return self._inside < (self.at_once or GATE_AT_ONCE)

    def take(self, still_wanted=None, front: bool = False) -> None:
        me = threading.Event()
        with self._lock:
            if not self._queue and self._room():
                self._let_in()
                return
            (self._queue.appendleft if front else self._queue.append)(me)
        self._wait(me, still_wanted)

    def step_aside(self) -> None:
        """The holder lets the first waiter in and goes back in right after it, before the others."""
        me = threading.Event()
        with self._lock:
            if not self._queue:
                return
            self._inside -= 1
            self._queue.insert(1, me)
            self._queue[0].set()
        self._wait(me, None)

    def _wait(self, me: threading.Event, still_wanted) -> None:
        try:
            while True:
                if still_wanted is not None:
                    still_wanted()           # outside the lock: it may raise (Streamlit stops a superseded run)
                with self._lock:
                    me.clear()
                    if self._queue[0] is me and (self._room() or time.monotonic() - self._moved >= ESCAPE_AFTER):
                        self._queue.popleft()
                        self._let_in()
                        return
                me.wait(POLL)
        except BaseException:
            with self._lock:
                if me in self._queue:
                    first = self._queue[0] is me
                    self._queue.remove(me)
                    if first and self._queue:
                        self._queue[0].set()
            raise

    def _let_in(self) -> None:
        self._inside += 1
        self._moved = time.monotonic()
        if self._queue and self._room():
            self._queue[0].set()             # the next may go in too (more than one place)

    def give(self) -> None:
        with self._lock:
            self._inside -= 1
            if self._queue:
                self._queue[0].set()

    def waiting(self) -> bool:
        return bool(self._queue)

    def held_for(self) -> float:
        return time.monotonic() - self._moved


_gate = _Gate()


def _yield_to_streamlit() -> None:
    """A Streamlit call that draws nothing (``st.set_page_config()`` without arguments changes nothing): every
    ``st`` call is a point where Streamlit stops a run whose session has asked for a newer one
    (``runner.fastReruns``) or has gone, raising its own exception. A run waiting at the gate calls it between
    checks, so a superseded run leaves the queue instead of taking a turn."""
    st.set_page_config()


def _enter_gate(poll: bool) -> bool:
    """Take a place in the gate for this thread unless it holds one (True: taken here, to be given back)."""
    if getattr(_in_gate, "held", False):
        return False
    _gate.take(_yield_to_streamlit if poll else None)
    _in_gate.held = True
    return True


def _leave_gate() -> None:
    if getattr(_in_gate, "held", False):
        _in_gate.held = False
        _gate.give()


def page_known() -> None:
    """Called by the shell right after ``st.navigation`` (the page of this run is known). ``gate``: the run takes
    its place in the gate here, and gives it back when :func:`page_run` ends."""
    if SCHEDULER == "gate":
        _enter_gate(poll=True)


def gated(fn=None, *, poll: bool = False):
    """For work Streamlit runs outside a page run: a fragment's run (``poll=True``: a run superseded while it waits
    stops) or a widget's callback. ``gate``: it goes through the gate like a page run; other schedulers: as is."""
    def wrap(f):
        @functools.wraps(f)
        def run(*args, **kwargs):
            if SCHEDULER != "gate":
                return f(*args, **kwargs)
            taken = _enter_gate(poll)
            try:
                return f(*args, **kwargs)
            finally:
                if taken:
                    _leave_gate()
        return run
    return wrap(fn) if fn is not None else wrap


@contextlib.contextmanager
def page_run():
    """Page runs take turns (``TBT_RUNS_IN_TURN``, on by default): the next run waits for the one before it.

    Sixty sessions asking for a page at once (the class switching together) are sixty script threads sharing one
    interpreter: run side by side, each run cost the server about 90 ms of CPU instead of the 50 ms it costs
    alone (the interpreter handed from thread to thread every few ms), and every run ended near the end of the
    burst. Taking turns, the same sixty runs cost what they cost alone and end one after another; a control
    moved goes before pages being opened (:class:`_Turns`).

    A ``heavy`` computation keeps the turn while it works: torch gives the interpreter lock away at every
    operation and waits for it to come back, so beside a thread busy in Python the neural bigram's 0.17 s
    training took 41 s (``python -m bench.bench_lock``). Long work split in steps lets the waiting runs go
    between its steps (:func:`let_others_run`: a visitor's live training), and a run still holding the turn after
    ``HOLD_MAX`` seconds (waiting on a value another thread computes, say) lets the others go ahead."""
    with i18n.run_scope():                       # this run's language and naming read once (ui/i18n.py)
        if SCHEDULER == "gate":
            try:
                if GATE_AT == "start":
                    _enter_gate(poll=True)
                yield
            finally:
                _leave_gate()
            return
        if SCHEDULER != "turns" or not IN_TURN:
            yield
            return
        _turn.held = _turns.take(_kind())
        try:
            yield
        finally:
            _give_turn()
            _note_page()


@contextlib.contextmanager
def turn_given_up():
    """Waiting inside a page run (for a heavy permit, for word2vec training in its own thread): the next page run
    may start meanwhile; the turn is taken back after, ahead of every run that has not started."""
    if SCHEDULER == "gate":
        if not getattr(_in_gate, "held", False):
            yield
            return
        _leave_gate()
        try:
            yield
        finally:
            _gate.take(front=True)
            _in_gate.held = True
        return
    if not _give_turn():
        yield
        return
    try:
        yield
    finally:
        _turn.held = _turns.take("back")


def let_others_run() -> None:
    """A point between two steps of long work in a page run (a live training's progress callback): if runs are
    waiting and this one has held the turn ``SLICE`` seconds, the next of them runs now and this one goes on
    after it, ahead of the rest. The work and the page runs alternate instead of running side by side, where the
    work would wait for the interpreter lock after every torch operation (:func:`page_run`)."""
    if SCHEDULER == "gate":
        if getattr(_in_gate, "held", False) and _gate.waiting() and _gate.held_for() >= SLICE:
            _gate.step_aside()
        return
    if getattr(_turn, "held", False) and _turns.waiting() and _turns.held_for() >= SLICE:
        _give_turn()
        _turn.held = _turns.take("back")


def _give_turn() -> bool:
    """Pass this thread's turn on, if it holds one (True then)."""
    if not getattr(_turn, "held", False):
        return False
    _turn.held = False
    _turns.give()
    return True


def heavy(fn):
    """Run ``fn`` only while fewer than ``HEAVY_AT_ONCE`` heavy computations are running.

    Only for leaves: a heavy function must not call another heavy *cached* function, or two threads could
    each hold a permit while waiting for the cache lock of a third that waits for a permit.

    Put it under a cache decorator: a cache hit costs nothing, and a miss (the first visitor of a setting, or
    sixty students each moving a slider somewhere new) waits its turn instead of adding its working memory
    (an autograd graph, a batch of activations) to everyone else's at the same moment. With two cores the
    queue costs no throughput: only two computations make progress at once anyway.
    """
    @functools.wraps(fn)
    def run(*args, **kwargs):
        if getattr(_held, "depth", 0):              # already inside a heavy computation: no second permit
            return fn(*args, **kwargs)
        if not _heavy.acquire(blocking=False):
            with turn_given_up():                   # waiting for a permit: the next page run goes meanwhile
                _heavy.acquire()
        _held.depth = 1
        try:
            return fn(*args, **kwargs)              # in the page run's turn, if it holds one (page_run)
        finally:
            _held.depth = 0
            _heavy.release()
    return run
