"""Every private Streamlit name the app still uses, in one place, guarded, and switched off by ``TBT_STOCK=1``.

The rest of ``ui/`` and ``deploy/`` use public APIs only (``tests/test_internals.py`` checks it). Each name is looked
up once per process, when first used (:func:`lookup`); if the installed Streamlit does not have it, the app falls
back to Streamlit's stock behaviour and logs ONE warning naming it. ``TBT_STOCK=1`` (or ``true``/``on``/``yes``/
``all``) makes every lookup miss without a warning: the app then runs on public APIs only, as Streamlit ships.
``TBT_STOCK`` may also name groups of :data:`GROUPS` (``TBT_STOCK=styler``) to measure one group against stock.

Checked against Streamlit :data:`PIN` (``requirements.txt`` pins it; ``tests/test_internals.py`` fails, naming the
name, when a name moves or the pin changes).

Kept (:data:`NAMES` lists the exact names):

- **styler** (``elements.arrow.marshall_styler``, ``pandas_styler_utils.marshall_styler``, ``ArrowData``): a
  Styler shared by every visitor (``ui/tables.py``) marshalled once per server, its proto copied on later runs.
  Stock: each run builds its own Styler and Streamlit marshals it (pandas' ``_compute``/``_translate``).
  Measured 2026-12-05, same run, view by view in turn (``python -m bench.load_class --no-warmup --service 5
  --against . --against-env TBT_STOCK=styler``, twice): median over the pages 0.068 vs 0.085 s and 0.043 vs
  0.054 s (stock 1.25x and 1.26x); the tokens page (its table of counts, a Styler in every language) 0.062 vs 0.082
  s and 0.037 vs 0.078 s (1.32x, 2.10x). With every name off (``--against-env TBT_STOCK=1``, four runs) the tokens
  page was 1.11x-1.88x slower on stock. In the class burst (``python -m bench.load_class --no-warmup --burst``,
  default and ``TBT_STOCK=1`` alternating), the server's CPU for the tokens page's burst of 60 sessions was
  1.58-2.18 s (seven runs with the Styler kept) against 1.96-2.88 s on stock (four runs): about +30 %. It pays on
  the views with a Styler (tokens; every table of numbers in Italian and Hungarian), not on the others.
  The public routes the issue names were weighed and not taken: a frame of pre-formatted strings sorts its
  columns as text when a visitor clicks a header (10 before 9) and loses the numbers' right alignment;
  ``column_config``'s number formats are printf patterns or ``"localized"``, which follows the browser's locale,
  not the page's language (an Italian page in an English browser would show 0.5). Under ``TBT_STOCK=styler`` the
  same Styler goes through Streamlit's public ``st.dataframe``/``st.table``.
- **widget states** (``get_script_run_ctx``, ``SafeSessionState._state``, ``SessionState._new_widget_state``,
  ``is_keyed_element_id``, ``user_key_from_element_id``): a behaviour, not a speed-up, so no 10 % to show: after a
  reconnection to a process that does not know the session, a control's value the browser sent wins over the
  link's (``ui.state._browser_value``; ``tests/test_reconnect.py``). Streamlit has no public read of a widget's
  value before the widget registers. Stock: the link's value (a move made while reconnecting is lost).
- **serve** (``bootstrap._set_up_signal_handler``, ``Server._runtime``, ``Runtime._session_mgr``,
  ``Runtime.is_ready_for_browser_connection``, ``AppSession._state``, ``AppSessionState``): ``deploy/serve.py``'s
  drain on SIGTERM and its readiness gate (the issue's "a guarded deploy/serve.py"). A behaviour for orchestrators,
  not a speed-up. Stock: plain ``streamlit run`` (SIGTERM stops at once, the health check answers ok at once);
  drain with the orchestrator instead (a ``preStop`` hook that sleeps, HAProxy's drain state).

Removed, measured 2026-12-05 on this 2-core machine shared with other work (load average 3-19 during the runs; two
bursts of the same tree differed by up to 23 % in server CPU, 13.75-16.96 s, and up to 8x in the mean p95):

- **transport** (``AppSession._call_soon_on_event_loop`` and a session's ``_message_enqueued_callback``, batching
  the hand-overs to the event loop): ``python -m bench.load_class --no-warmup --burst`` with and without
  ``TBT_STOCK=transport``, four alternating pairs: server CPU for the eight page bursts 13.75 vs 16.57 s, 16.13 vs
  19.16 s, 17.32 vs 16.27 s, 16.13 vs 16.35 s (stock +20 %, +19 %, -6 %, +1 %); the mean p95 0.28 vs 0.87 s,
  2.17 vs 2.63 s, 1.72 vs 1.39 s, 2.83 vs 0.54 s. Not 10 % in every pair: removed. One visitor
  (``--service 5 --against . --against-env TBT_STOCK=transport``): median over the pages 0.049 vs 0.050 s, 0.051 vs
  0.050 s.
- **signatures** (``type_util.get_func_parameters`` memoised): bursts 13.75 vs 15.28 s and 16.13 vs 16.53 s of
  server CPU (stock +11 %, +2.5 %); one visitor 0.046 vs 0.052 s, 0.055 vs 0.058 s (1.13x, 1.05x). Removed.
- With every name kept at the time (styler, transport, signatures) against ``TBT_STOCK=1``, four alternating
  bursts: server CPU 16.96 vs 18.76 s, 14.12 vs 16.08 s (stock +11 %, +14 %); after removing the signatures,
  18.62 vs 17.69 s, 17.32 vs 17.15 s (stock -5 %, -1 %): within the noise. Peak memory 594-608 MB either way.

Removed without a measure, a public route taken: the figure stand-in and ``plotly.io.to_json`` wrapper
(``ui/figures.py`` hands the real, frozen figure over), ``ScriptRunContext.cursors`` (a ``ContextVar`` set by
``ui.runtime.page_run``), the run context's ``page_script_hash``/``session_id`` (the page runs' gate needs
neither), ``main_script_path`` (``ui/export.py``), ``dataframe_util`` (``pyarrow.Table.from_pandas``),
``streamlit.logger`` (``logging``), ``streamlit.web.cli`` (``python -m streamlit``).
"""
from __future__ import annotations

import inspect
import os
import re
import threading
from importlib import import_module

from .logs import server_log

PIN = "1.67.0"                   # the Streamlit version every name below was checked against
ENV = "TBT_STOCK"

# name -> (module, dotted attribute in it); "+" marks an attribute of instances (set in __init__, not on the class)
NAMES: dict[str, tuple[str, str]] = {
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

log = server_log("tbt.internals")

_lock = threading.Lock()
_warned: set[str] = set()
_found: dict[str, object] = {}          # name -> what it stands for (None: missing), looked up once per process


def stock(name: str | None = None) -> bool:
    """``TBT_STOCK`` set to 1/true/on/yes/all: no private name is used. For measuring one group against stock,
    ``TBT_STOCK`` may instead name groups of :data:`GROUPS`, comma-separated (``TBT_STOCK=styler,widgets``): only
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
        try:
            source = inspect.getsource(obj)
        except (OSError, TypeError) as exc:
            raise LookupError(f"cannot read {owner}'s source") from exc
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
    return {"styler": install_styler()}


GROUPS = {"styler": STYLER, "widgets": WIDGETS, "serve": SERVE}
