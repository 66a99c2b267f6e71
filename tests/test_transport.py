"""ui/internals.py's transport: a session's hand-overs to the event loop batched. Driven on a real asyncio loop in its
own thread, with the callbacks coming from another thread as a script thread sends them: every callback runs, on the
loop's thread, in the order sent; the loop is woken far less often than once per callback; the Runtime's "message
enqueued" callback runs once per batch; an exception is reported and the rest still run; after the loop closed,
callbacks are dropped without an error. And the names patched are where the module expects them in the installed
Streamlit, and the app's process settings install the patch."""
from __future__ import annotations

import asyncio
import inspect
import threading

import pytest
from streamlit.runtime.app_session import AppSession

from ui import internals as transport
from ui import runtime


class CountingLoop(asyncio.SelectorEventLoop):
    """A real event loop that counts its cross-thread wake-ups."""

    def __init__(self):
        super().__init__()
        self.wakeups = 0

    def call_soon_threadsafe(self, *args, **kwargs):
        self.wakeups += 1
        return super().call_soon_threadsafe(*args, **kwargs)


class Session:
    """What the patched method reads of an ``AppSession``: its loop and its "message enqueued" callback. The
    callbacks sent stand for ``_handle_scriptrunner_event_on_event_loop``, which enqueues a message and calls it."""

    def __init__(self, loop, wake):
        self._event_loop = loop
        self._message_enqueued_callback = wake

    def send(self, callback):
        transport.call_soon_on_event_loop(self, callback)


@pytest.fixture
def loop():
    lp = CountingLoop()
    errors = []
    lp.set_exception_handler(lambda _loop, context: errors.append(context))
    lp.errors = errors
    thread = threading.Thread(target=lp.run_forever, daemon=True)
    thread.start()
    yield lp
    lp.call_soon_threadsafe(lp.stop)
    thread.join(5)
    lp.close()


def _settle(loop):
    """Wait until every callback sent so far has run (a callback sent last, through the plain loop, runs after)."""
    done = threading.Event()
    loop.call_soon_threadsafe(done.set)
    assert done.wait(5)


def test_every_callback_runs_on_the_loop_in_order_with_few_wakeups(loop):
    woke = []
    session = Session(loop, lambda: woke.append(threading.get_ident()))
    ran = []

    def message(i):
        def handle():
            ran.append((i, threading.get_ident()))
            session._message_enqueued_callback()       # as AppSession._enqueue_forward_msg does
        return handle

    def script_thread():
        for i in range(2000):
            session.send(message(i))

    sender = threading.Thread(target=script_thread)
    sender.start()
    sender.join(10)
    _settle(loop)
    _settle(loop)                     # a drain's leftovers go to the loop's next pass
    loop_thread = ran[0][1]
    assert [i for i, _ in ran] == list(range(2000))
    assert all(ident == loop_thread for _, ident in ran)
    assert loop_thread != threading.get_ident()
    batches = loop.wakeups - 2        # (the two _settle calls)
    assert 1 <= batches < 2000 / 4, batches
    assert 1 <= len(woke) < 2000 / 4, len(woke)            # once per drain, not once per message
    assert all(ident == loop_thread for ident in woke)


def test_the_wake_callback_outside_a_drain_runs_at_once(loop):
    woke = []
    session = Session(loop, lambda: woke.append(threading.get_ident()))
    session.send(lambda: None)        # installs the session's batch and its coalescing callback
    _settle(loop)
    assert woke == []                 # nothing was enqueued for the browser
    session._message_enqueued_callback()          # a message enqueued from a script thread directly
    assert woke == [threading.get_ident()]


def test_an_exception_is_reported_and_the_rest_still_run(loop):
    session = Session(loop, None)
    ran = []

    def boom():
        raise ValueError("one bad callback")

    session.send(lambda: ran.append(1))
    session.send(boom)
    session.send(lambda: ran.append(2))
    _settle(loop)
    _settle(loop)
    assert ran == [1, 2]
    assert len(loop.errors) == 1 and isinstance(loop.errors[0]["exception"], ValueError)


def test_after_the_loop_closed_callbacks_are_dropped():
    lp = asyncio.new_event_loop()
    lp.close()
    session = Session(lp, None)
    session.send(lambda: pytest.fail("ran on a closed loop"))      # no RuntimeError
    session.send(lambda: pytest.fail("ran on a closed loop"))
    assert not session._tbt_batch.waiting and not session._tbt_batch.scheduled


def test_the_patched_names_are_where_streamlit_keeps_them():
    """A Streamlit upgrade that renames them fails here rather than silently losing (or breaking) the batching."""
    assert "self._call_soon_on_event_loop(" in inspect.getsource(AppSession._on_scriptrunner_event)
    assert "self._message_enqueued_callback()" in inspect.getsource(AppSession._enqueue_forward_msg)
    assert "self._message_enqueued_callback = message_enqueued_callback" in inspect.getsource(AppSession.__init__)
    streamlits = transport._original_call_soon or AppSession._call_soon_on_event_loop
    assert inspect.signature(streamlits).parameters.keys() == {"self", "callback"}


def test_the_app_installs_it_and_stock_puts_streamlits_back(monkeypatch):
    runtime.configure()
    assert AppSession._call_soon_on_event_loop is transport.call_soon_on_event_loop
    monkeypatch.setenv("TBT_STOCK", "transport")
    transport.uninstall_transport()
    try:
        assert AppSession._call_soon_on_event_loop is not transport.call_soon_on_event_loop
        assert transport.install_transport() is False                  # stock: nothing installed
        assert AppSession._call_soon_on_event_loop is not transport.call_soon_on_event_loop
    finally:
        monkeypatch.delenv("TBT_STOCK")
        assert transport.install_transport() is True
    assert AppSession._call_soon_on_event_loop is transport.call_soon_on_event_loop
