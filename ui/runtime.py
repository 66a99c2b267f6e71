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
- **Runs go through one fair gate** (``page_run``, ``gated``): sixty script threads side by side cost the server
  almost twice the CPU of the same runs one after another. Page runs, a live room's fragment runs and its widgets'
  callbacks wait in one queue, first come first served; a waiting run whose session has asked for a newer one
  stops without going in; a slow run inside lets one waiter past per second, never the whole queue. Measured
  against the page runs' old three-lane turns and a lane for torch work alone: ``docs/performance.md``.
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
HEAVY_AT_ONCE = 2             # computations allowed to hold their working memory at the same time (one per core)
GATE_AT_ONCE = 1              # runs inside the gate at once (one interpreter: more would share its lock)
ESCAPE_AFTER = 1.0            # seconds without anyone let in before the first waiter goes in anyway (alone)
POLL = 0.5                    # seconds between a waiter's checks that its run is still wanted
SLICE = 0.1                   # seconds of long work between two runs let through (let_others_run)

_configured = False
_lock = threading.Lock()
_last_trim = 0.0
_libc = None
_heavy = threading.BoundedSemaphore(HEAVY_AT_ONCE)
_in_gate = threading.local()  # .held: this thread holds a place in the gate
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


class _Gate:
    """One fair gate. ``GATE_AT_ONCE`` runs inside, the rest wait in the order they came
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


def gated(fn=None, *, poll: bool = False):
    """For work Streamlit runs outside a page run: a fragment's run (``poll=True``: a run superseded while it waits
    stops) or a widget's callback (they run before the page run starts). It goes through the gate like a page run;
    called inside a run that holds a place (a fragment drawn by its page), it runs in that place."""
    def wrap(f):
        @functools.wraps(f)
        def run(*args, **kwargs):
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
    """A page run goes through the gate (:class:`_Gate`): the next run waits for the one before it, first come
    first served.

    Sixty sessions asking for a page at once (the class switching together) are sixty script threads sharing one
    interpreter: run side by side, each run cost the server about 90 ms of CPU instead of the 50 ms it costs
    alone (the interpreter handed from thread to thread every few ms), and every run ended near the end of the
    burst. One at a time, the same sixty runs cost what they cost alone and end one after another.

    The gate is taken as the run starts, before ``st.navigation``: its order needs no page, and taken after it the
    sixty runs' shell (the navigation, the session's settings) went side by side and cost the burst more CPU
    (``docs/performance.md``). A waiting run checks every ``POLL`` seconds with an ``st`` call that draws nothing
    (:func:`_yield_to_streamlit`): if its session has asked for a newer run (a slider dragged on) or has gone,
    Streamlit stops it there and it leaves the queue without going in.

    A ``heavy`` computation keeps the place while it works: torch gives the interpreter lock away at every
    operation and waits for it to come back, so beside a thread busy in Python the neural bigram's 0.17 s
    training took 41 s (``python -m bench.bench_lock``). Long work split in steps lets the first waiter go between
    its steps (:func:`let_others_run`: a visitor's live training); a run inside for ``ESCAPE_AFTER`` seconds
    without anyone let in (waiting on a value another thread computes, say) lets one waiter past, one per interval.
    """
    with i18n.run_scope():                       # this run's language and naming read once (ui/i18n.py)
        try:
            _enter_gate(poll=True)
            yield
        finally:
            _leave_gate()


@contextlib.contextmanager
def turn_given_up():
    """Waiting inside a page run (for a heavy permit, for word2vec training in its own thread): the next run may go
    in meanwhile; the place is taken back after, ahead of every run still waiting."""
    if not getattr(_in_gate, "held", False):
        yield
        return
    _leave_gate()
    try:
        yield
    finally:
        _gate.take(front=True)
        _in_gate.held = True


def let_others_run() -> None:
    """A point between two steps of long work in a run (a live training's progress callback): if runs are waiting
    and nobody has gone in for ``SLICE`` seconds, the first of them goes in now and this one goes on after it,
    ahead of the rest. The work and the page runs alternate instead of running side by side, where the work would
    wait for the interpreter lock after every torch operation (:func:`page_run`)."""
    if getattr(_in_gate, "held", False) and _gate.waiting() and _gate.held_for() >= SLICE:
        _gate.step_aside()


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
            with turn_given_up():                   # waiting for a permit: the next run goes in meanwhile
                _heavy.acquire()
        _held.depth = 1
        try:
            return fn(*args, **kwargs)              # in the run's place in the gate, if it holds one
        finally:
            _held.depth = 0
            _heavy.release()
    return run
