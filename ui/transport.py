"""Fewer wake-ups between a session's script thread and the server's event loop (installed by ``ui.runtime``).

Every element a script run draws reaches the browser in two hops, and Streamlit 1.67 wakes the event loop for
each: ``AppSession._on_scriptrunner_event`` hands the message over with ``call_soon_threadsafe`` (a write to the
loop's self-pipe, then a hand-over of the interpreter to the loop thread), and on the loop
``Runtime._enqueued_some_message`` schedules ``need_send_data.set`` with ``call_soon_threadsafe`` again, from the
loop thread itself. A page of 130 elements costs 260 wake-ups; with sixty sessions asking for the page at once, a
sampling profile (py-spy) of the neural page put a tenth of the script thread's samples and over a quarter of the
event loop's in those self-pipe writes.

Here the hand-overs are batched, per session: a message joins the session's queue of pending callbacks, and only
the first of a batch wakes the loop, which then runs every callback waiting, in the order they came (the order
asyncio kept before; a loop that is busy runs a backlog of callbacks in one pass anyway), and tells the Runtime
once, at the end of the batch, that messages are waiting. Nothing else changes: the same callbacks run, on the
same thread, in the same order; an exception in one is reported as asyncio reports it and the others still run;
callbacks that arrive after the loop closed are dropped, as Streamlit drops them. ``tests/test_transport.py``
checks all of this and that the names patched are still where this module expects them.
"""
from __future__ import annotations

import asyncio
import threading
from collections import deque

from streamlit.runtime.app_session import AppSession

_ORIGINAL_CALL_SOON = AppSession._call_soon_on_event_loop


class _Batch:
    """One session's callbacks waiting for the event loop."""

    __slots__ = ("lock", "waiting", "scheduled", "drainer", "woke", "wake")

    def __init__(self, wake) -> None:
        self.lock = threading.Lock()
        self.waiting: deque = deque()
        self.scheduled = False          # a drain is on the loop's ready queue (or running)
        self.drainer: int | None = None # the thread running a drain, while it runs
        self.woke = False               # a callback of this drain enqueued a message for the browser
        self.wake = wake                # the session's own "a message was enqueued" callback (the Runtime's)


_batches_lock = threading.Lock()


def _batch_of(session) -> _Batch:
    batch = session.__dict__.get("_tbt_batch")
    if batch is None:
        with _batches_lock:
            batch = session.__dict__.get("_tbt_batch")
            if batch is None:
                batch = _Batch(session._message_enqueued_callback)
                if batch.wake is not None:
                    session._message_enqueued_callback = _coalescing(batch)
                session._tbt_batch = batch
    return batch


def _coalescing(batch: _Batch):
    """The session's "message enqueued" callback: during a drain, on the drain's thread, noted and called once
    when the drain ends; anywhere else, called at once as before."""
    def enqueued() -> None:
        if batch.drainer == threading.get_ident():
            batch.woke = True
        else:
            batch.wake()
    return enqueued


def _report(loop: asyncio.AbstractEventLoop, callback, exc: BaseException) -> None:
    """As asyncio's ``Handle._run`` reports a callback's exception."""
    loop.call_exception_handler({"message": f"Exception in callback {callback!r}", "exception": exc})


def _drain(batch: _Batch, loop: asyncio.AbstractEventLoop) -> None:
    """On the loop: run the callbacks waiting now; those that arrive meanwhile wait for the loop's next pass."""
    with batch.lock:
        todo = deque(batch.waiting)
        batch.waiting.clear()
    batch.drainer, batch.woke = threading.get_ident(), False
    try:
        while todo:
            callback = todo.popleft()
            try:
                callback()
            except (SystemExit, KeyboardInterrupt):
                raise
            except BaseException as exc:
                _report(loop, callback, exc)
    finally:
        batch.drainer = None
        if batch.woke:
            batch.woke = False
            try:
                batch.wake()
            except Exception as exc:
                _report(loop, batch.wake, exc)
        with batch.lock:
            batch.waiting.extendleft(reversed(todo))   # (only after SystemExit: what did not run stays first)
            if batch.waiting and not loop.is_closed():
                loop.call_soon(_drain, batch, loop)
            else:
                batch.scheduled = False


def call_soon_on_event_loop(self: AppSession, callback) -> None:
    """``AppSession._call_soon_on_event_loop``, batched: wakes the loop only when no drain is pending."""
    batch = _batch_of(self)
    with batch.lock:
        batch.waiting.append(callback)
        if batch.scheduled:
            return
        batch.scheduled = True
    try:
        self._event_loop.call_soon_threadsafe(_drain, batch, self._event_loop)
    except RuntimeError:
        with batch.lock:
            batch.scheduled = False
            batch.waiting.clear()
        if not self._event_loop.is_closed():
            raise


def install() -> None:
    """Idempotent."""
    AppSession._call_soon_on_event_loop = call_soon_on_event_loop


def uninstall() -> None:
    """Streamlit's own methods back (for the tests' comparisons)."""
    AppSession._call_soon_on_event_loop = _ORIGINAL_CALL_SOON
