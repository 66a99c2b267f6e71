"""Every private Streamlit name the app still uses, in one place, guarded, and switched off by ``TBT_STOCK=1``.

The rest of ``ui/`` and ``deploy/`` use public APIs only (``tests/test_internals.py`` greps for it). Each name here
is looked up when it is used (:func:`lookup`); if the installed Streamlit does not have it, the app falls back to
Streamlit's stock behaviour and logs ONE warning naming it. ``TBT_STOCK=1`` (or ``true``/``on``/``yes``) makes
every lookup miss without a warning: the app then runs on public APIs only, as Streamlit ships.

Checked against Streamlit :data:`PIN` (``requirements.txt`` pins it; ``tests/test_internals.py`` fails, naming the
name, when a name moves or the pin changes).

What is kept, and why (:data:`NAMES` lists the exact names):

- **transport** (``AppSession._call_soon_on_event_loop``, a session's ``_message_enqueued_callback`` and
  ``_event_loop``): a session's hand-overs to the event loop batched, one wake-up per batch instead of two per
  element. Stock: Streamlit's own method.
- **styler** (``elements.arrow.marshall_styler``, ``pandas_styler_utils.marshall_styler``, ``ArrowData``): a
  Styler shared by every visitor marshalled once per server, its proto copied on later runs. Stock: Streamlit
  marshals the Styler on every run.
- **widget states** (``get_script_run_ctx``, ``SessionState._new_widget_state``, ``is_keyed_element_id``,
  ``user_key_from_element_id``): a behaviour, not a speed-up: after a reconnection, a control's value the browser
  sent wins over the link's (``ui.state._browser_value``). Stock: the link's value.
- **serve** (``bootstrap._set_up_signal_handler``, ``Server._runtime``, ``Runtime._session_mgr``,
  ``AppSession._state``, ``AppSessionState``, a subclass of the server's Runtime for its health answer):
  ``deploy/serve.py``'s drain on SIGTERM and its readiness gate. A behaviour for orchestrators, not a speed-up.
  Stock: plain ``streamlit run`` (SIGTERM stops at once, the health check answers ok at once); drain with the
  orchestrator instead (a ``preStop`` hook, HAProxy's drain state).

Figures (same run, alternating, 2-core shared machine; the measurements section at the end of this docstring).
"""
from __future__ import annotations

import logging
import os
import threading
from importlib import import_module

PIN = "1.67.0"                   # the Streamlit version every name below was checked against
ENV = "TBT_STOCK"

# name -> (module, dotted attribute in it); "+" marks an attribute of instances (set in __init__, not on the class)
NAMES: dict[str, tuple[str, str]] = {
    "AppSession._call_soon_on_event_loop": ("streamlit.runtime.app_session", "AppSession._call_soon_on_event_loop"),
    "AppSession._message_enqueued_callback": ("streamlit.runtime.app_session", "AppSession+_message_enqueued_callback"),
    "AppSession._event_loop": ("streamlit.runtime.app_session", "AppSession+_event_loop"),
    "arrow.marshall_styler": ("streamlit.elements.arrow", "marshall_styler"),
    "pandas_styler_utils.marshall_styler": ("streamlit.elements.lib.pandas_styler_utils", "marshall_styler"),
    "ArrowData": ("streamlit.proto.ArrowData_pb2", "ArrowData"),
    "get_script_run_ctx": ("streamlit.runtime.scriptrunner", "get_script_run_ctx"),
    "SafeSessionState._state": ("streamlit.runtime.state.safe_session_state", "SafeSessionState+_state"),
    "SessionState._new_widget_state": ("streamlit.runtime.state.session_state", "SessionState+_new_widget_state"),
    "is_keyed_element_id": ("streamlit.runtime.state.common", "is_keyed_element_id"),
    "user_key_from_element_id": ("streamlit.runtime.state.common", "user_key_from_element_id"),
    "bootstrap._set_up_signal_handler": ("streamlit.web.bootstrap", "_set_up_signal_handler"),
    "Server._runtime": ("streamlit.web.server.server", "Server+_runtime"),
    "Runtime._session_mgr": ("streamlit.runtime.runtime", "Runtime+_session_mgr"),
    "Runtime.is_ready_for_browser_connection": ("streamlit.runtime.runtime",
                                                "Runtime.is_ready_for_browser_connection"),
    "AppSession._state": ("streamlit.runtime.app_session", "AppSession+_state"),
    "AppSessionState": ("streamlit.runtime.app_session", "AppSessionState"),
}

log = logging.getLogger("tbt.internals")
if not log.handlers:                          # (Streamlit configures its own loggers only)
    _handler = logging.StreamHandler()
    _handler.setFormatter(logging.Formatter("%(asctime)s %(levelname)s %(name)s: %(message)s"))
    log.addHandler(_handler)
    log.setLevel(logging.INFO)
    log.propagate = False

_lock = threading.Lock()
_warned: set[str] = set()
_found: dict[str, object] = {}          # name -> what it stands for (None: missing), looked up once per process


def stock(name: str | None = None) -> bool:
    """``TBT_STOCK`` set to 1/true/on/yes/all: no private name is used. For measuring one group against stock,
    ``TBT_STOCK`` may instead name groups of :data:`GROUPS`, comma-separated (``TBT_STOCK=transport,styler``): only
    their names are off. With ``name``: is that name off?"""
    value = os.environ.get(ENV, "").strip().lower()
    if value in ("1", "true", "on", "yes", "all"):
        return True
    if not value or value in ("0", "false", "off", "no") or name is None:
        return False
    return any(name in GROUPS.get(g.strip(), ()) for g in value.split(","))


def _find(name: str):
    """The object ``name`` stands for in the installed Streamlit (for an instance attribute: its class, once the
    class's ``__init__`` is seen to set it). Raises ``LookupError`` naming what is missing."""
    module_name, path = NAMES[name]
    try:
        obj = import_module(module_name)
    except ImportError as exc:
        raise LookupError(f"no module {module_name}") from exc
    owner, _, instance_attr = path.partition("+")
    for part in owner.split("."):
        if not hasattr(obj, part):
            raise LookupError(f"no {part} in {module_name}")
        obj = getattr(obj, part)
    if instance_attr:
        import inspect
        try:
            source = inspect.getsource(obj)
        except (OSError, TypeError) as exc:
            raise LookupError(f"cannot read {owner}'s source") from exc
        import re
        sets = rf"self\.{instance_attr}\s*[:=]|^\s+{instance_attr}\s*:|['\"]{instance_attr}['\"]"
        if not re.search(sets, source, re.MULTILINE):
            raise LookupError(f"{owner} no longer sets {instance_attr}")
    return obj


def missing(name: str, why: str = "") -> None:
    """Log, once per process and name, that ``name`` is missing and the stock behaviour is used."""
    with _lock:
        if name in _warned:
            return
        _warned.add(name)
    import streamlit
    log.warning("Streamlit %s has no %s%s: using Streamlit's stock behaviour (ui/internals.py)",
                streamlit.__version__, name, f" ({why})" if why else "")


def lookup(name: str):
    """The object behind ``name``, or None: under ``TBT_STOCK`` (silently) or when the installed Streamlit lacks it
    (one warning). For an instance attribute: its class."""
    if stock(name):
        return None
    try:
        return _found[name]                        # (a name does not move while the process runs)
    except KeyError:
        pass
    try:
        obj = _find(name)
    except LookupError as exc:
        missing(name, str(exc))
        obj = None
    _found[name] = obj
    return obj


def available(*names: str) -> bool:
    """Every one of ``names`` is there (and not under ``TBT_STOCK``); a missing one is warned about once."""
    return all(lookup(n) is not None for n in names)


# ---------------------------------------------------------------- transport: fewer event-loop wake-ups
# Every element a script run draws reaches the browser in two hops, and Streamlit 1.67 wakes the event loop for
# each: ``AppSession._on_scriptrunner_event`` hands the message over with ``call_soon_threadsafe``, and on the loop
# ``Runtime._enqueued_some_message`` schedules ``need_send_data.set`` with ``call_soon_threadsafe`` again. Here the
# hand-overs are batched per session: only the first of a batch wakes the loop, which runs every callback waiting,
# in order, and tells the Runtime once at the end of the batch. The same callbacks run, on the same thread, in the
# same order; an exception in one is reported as asyncio reports it and the others still run; callbacks arriving
# after the loop closed are dropped, as Streamlit drops them (``tests/test_transport.py``).

class _Batch:
    """One session's callbacks waiting for the event loop."""

    __slots__ = ("lock", "waiting", "scheduled", "drainer", "woke", "wake")

    def __init__(self, wake) -> None:
        from collections import deque
        self.lock = threading.Lock()
        self.waiting: deque = deque()
        self.scheduled = False          # a drain is on the loop's ready queue (or running)
        self.drainer: int | None = None # the thread running a drain, while it runs
        self.woke = False               # a callback of this drain enqueued a message for the browser
        self.wake = wake                # the session's own "a message was enqueued" callback (the Runtime's)


_batches_lock = threading.Lock()
_original_call_soon = None            # Streamlit's AppSession._call_soon_on_event_loop, while ours is installed


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
    """The session's "message enqueued" callback: during a drain, on the drain's thread, noted and called once when
    the drain ends; anywhere else, called at once as before."""
    def enqueued() -> None:
        if batch.drainer == threading.get_ident():
            batch.woke = True
        else:
            batch.wake()
    return enqueued


def _report(loop, callback, exc: BaseException) -> None:
    """As asyncio's ``Handle._run`` reports a callback's exception."""
    loop.call_exception_handler({"message": f"Exception in callback {callback!r}", "exception": exc})


def _drain(batch: _Batch, loop) -> None:
    """On the loop: run the callbacks waiting now; those that arrive meanwhile wait for the loop's next pass."""
    from collections import deque
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


def call_soon_on_event_loop(self, callback) -> None:
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


TRANSPORT = ("AppSession._call_soon_on_event_loop", "AppSession._message_enqueued_callback", "AppSession._event_loop")


def install_transport() -> bool:
    """Batch the sessions' hand-overs (idempotent). False: stock (``TBT_STOCK``, or a name is missing)."""
    global _original_call_soon
    if not available(*TRANSPORT):
        return False
    from streamlit.runtime.app_session import AppSession
    current = AppSession.__dict__["_call_soon_on_event_loop"]
    if current is not call_soon_on_event_loop:
        _original_call_soon = current
        AppSession._call_soon_on_event_loop = call_soon_on_event_loop
    return True


def uninstall_transport() -> None:
    """Streamlit's own method back (the tests' comparisons)."""
    global _original_call_soon
    if _original_call_soon is not None:
        from streamlit.runtime.app_session import AppSession
        AppSession._call_soon_on_event_loop = _original_call_soon
        _original_call_soon = None


# ---------------------------------------------------------------- styler: a shared Styler marshalled once

MARSHALLED = "_tbt_marshalled"          # a shared Styler's attribute: its styling as Streamlit marshals it
STYLER = ("arrow.marshall_styler", "pandas_styler_utils.marshall_styler", "ArrowData")


def marshal_once(styler):
    """Have Streamlit's own function marshal ``styler``'s styling into an ``ArrowData`` proto, kept on the Styler:
    from then on :func:`_marshall_styler` copies it and the Styler is never computed again (safe to share). Returns
    False (the Styler untouched, Streamlit marshals it on every run) when stock."""
    if not install_styler():
        return False
    from streamlit.elements.lib import pandas_styler_utils
    from streamlit.proto.ArrowData_pb2 import ArrowData
    proto = ArrowData()
    pandas_styler_utils.marshall_styler(proto, styler, styler.uuid)    # (a pandas Styler always has a uuid)
    setattr(styler, MARSHALLED, proto.styler)
    return True


def _marshall_styler(proto, styler, default_uuid) -> None:
    """Streamlit's ``marshall_styler``, except for a Styler :func:`marshal_once` made: its styling is copied."""
    done = getattr(styler, MARSHALLED, None)
    if done is None:
        from streamlit.elements.lib import pandas_styler_utils
        pandas_styler_utils.marshall_styler(proto, styler, default_uuid)
    else:
        proto.styler.CopyFrom(done)


def install_styler() -> bool:
    """Point ``st.dataframe``'s and ``st.table``'s marshalling of a Styler (``streamlit.elements.arrow`` imports
    ``marshall_styler`` by name) at :func:`_marshall_styler`. Idempotent; False: stock."""
    if not available(*STYLER):
        return False
    from streamlit.elements import arrow
    if arrow.marshall_styler is not _marshall_styler:
        arrow.marshall_styler = _marshall_styler
    return True


# ---------------------------------------------------------------- widget states: what the browser sent

WIDGETS = ("get_script_run_ctx", "SafeSessionState._state", "SessionState._new_widget_state",
           "is_keyed_element_id", "user_key_from_element_id")


def incoming_widget_value(key: str):
    """The ``WidgetState`` this run's browser sent for the widget keyed ``key`` (before it registers), or None:
    none sent, or stock. Streamlit has no public read of it."""
    if not available(*WIDGETS):
        return None
    import streamlit.runtime.scriptrunner as scriptrunner
    from streamlit.runtime.state.common import is_keyed_element_id, user_key_from_element_id
    try:
        states = scriptrunner.get_script_run_ctx().session_state._state._new_widget_state.states
    except AttributeError:
        return None
    return next((w for i, w in states.items() if is_keyed_element_id(i) and user_key_from_element_id(i) == key),
                None)


# ---------------------------------------------------------------- serve: drain on SIGTERM, readiness gate

SERVE = ("bootstrap._set_up_signal_handler", "Server._runtime", "Runtime._session_mgr",
         "Runtime.is_ready_for_browser_connection", "AppSession._state", "AppSessionState")


def hook_signal_setup(set_up) -> bool:
    """Have Streamlit call ``set_up(server, original)`` instead of its signal set-up once the server listens
    (``original(server)`` is Streamlit's). False: stock, nothing hooked."""
    if not available(*SERVE):
        return False
    from streamlit.web import bootstrap
    original = bootstrap._set_up_signal_handler
    bootstrap._set_up_signal_handler = lambda server: set_up(server, original)
    return True


def runtime_of(server):
    """The server's Runtime."""
    return server._runtime


def runs_in_flight(runtime) -> int:
    """Sessions of ``runtime`` whose script is running now."""
    from streamlit.runtime.app_session import AppSessionState
    return sum(info.session._state == AppSessionState.APP_IS_RUNNING
               for info in runtime._session_mgr.list_active_sessions())


def report_unavailable(runtime) -> None:
    """From now on the health endpoint answers 503 (Streamlit's own answer while it is stopping)."""
    base = type(runtime)

    class Draining(base):
        @property
        async def is_ready_for_browser_connection(self) -> tuple[bool, str]:
            return False, "draining"

    runtime.__class__ = Draining


def gate_readiness(runtime, ready) -> None:
    """From now on the health endpoint answers 503 ("warming up") while ``ready()`` is false; Streamlit's own answer
    otherwise (a later :func:`report_unavailable` still wins: draining is never ready)."""
    base = type(runtime)

    class WarmingUp(base):
        @property
        async def is_ready_for_browser_connection(self) -> tuple[bool, str]:
            ok, message = await base.is_ready_for_browser_connection.fget(self)
            if ok and not ready():
                return False, "warming up"
            return ok, message

    runtime.__class__ = WarmingUp


def install() -> dict[str, bool]:
    """What the app's process settings install (``ui.runtime.configure``): which of them are on."""
    return {"transport": install_transport(), "styler": install_styler()}


GROUPS = {"transport": TRANSPORT, "styler": STYLER, "widgets": WIDGETS, "serve": SERVE}
