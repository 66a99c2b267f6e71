"""Mirror the state a teacher wants to share (seed, the main controls) in the URL query string.

Usage on a page: ``key = url_state("alpha", 1.0, lo=0.0, hi=5.0)`` before the widget, then create the widget
with ``key=key``, no default value and the same bounds. Each key declares its validity once, right there:
``lo``/``hi`` for numbers, ``choices`` for a choice (stable identifiers, never display labels; ``aliases``
maps old link values such as former labels to identifiers), ``max_len`` for text, and ``valid`` for anything
else. On the first run of a session the value comes from the URL if it is there and valid; an invalid value
falls back to the default and the page says so once, naming the parameter. A link never raises.
``publish()`` (called by ``app.py`` after the page ran) writes every registered value back, leaving
defaults out so links stay short.
"""
from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Any, Callable, Iterable, Iterator

import streamlit as st
import ast
from pathlib import Path

from . import internals

_REGISTRY = "_url_state_defaults"
_SPECS = "_url_state_specs"            # each registered key's declared validity (read by the URL fuzz test)
_REJECTED = "_url_state_rejected"      # keys whose URL value was refused, waiting to be announced
NOTICE_SECONDS = "long"               # st.toast's 10 s for the refused-link notice (:func:`announce`)
_ANNOUNCED = "_url_state_announced"    # keys already announced in this session
TEXT_MAX = 300                         # the default length cap of a text parameter
_LOCKED = "_url_state_locked"          # keys a prepared link locks (ui/present.py), and the value each keeps
_TABS_SHOWN = "_url_tabs_shown"        # the tab id each url_tabs bar showed on the last run


def _parse_bool(raw: str) -> bool:
    if raw.lower() in ("1", "true", "yes", "on"):
        return True
    if raw.lower() in ("0", "false", "no", "off"):
        return False
    raise ValueError(raw)


def _parse_int(raw: str) -> int:
    value = float(raw)                 # accepts "3" and "3.0"; rejects "zzz"
    if not math.isfinite(value) or value != int(value):
        raise ValueError(raw)
    return int(value)


def _parse_float(raw: str) -> float:
    value = float(raw)
    if not math.isfinite(value):
        raise ValueError(raw)
    return value


def _parser(default: Any) -> Callable[[str], Any]:
    if isinstance(default, bool):
        return _parse_bool
    if isinstance(default, int):
        return _parse_int
    if isinstance(default, float):
        return _parse_float
    return type(default)


def check(value: Any, *, lo=None, hi=None, choices: Iterable | None = None, max_len: int | None = None,
          valid: Callable[[Any], bool] | None = None) -> bool:
    """True if ``value`` satisfies the declared validity (the same rules the URL is held to)."""
    if lo is not None and value < lo:
        return False
    if hi is not None and value > hi:
        return False
    if choices is not None and value not in list(choices):
        return False
    if isinstance(value, str) and len(value) > (max_len if max_len is not None else TEXT_MAX):
        return False
    return valid is None or bool(valid(value))


def accept(raw: str, default: Any, *, lo=None, hi=None, choices: Iterable | None = None,
           max_len: int | None = None, aliases: dict[str, Any] | None = None,
           parse: Callable[[str], Any] | None = None, valid: Callable[[Any], bool] | None = None) -> tuple[bool, Any]:
    """(True, value) if a link's ``raw`` text is a valid value for a key declared like this, else (False, None)."""
    try:
        candidate = aliases[raw] if aliases and raw in aliases else (parse or _parser(default))(raw)
        if check(candidate, lo=lo, hi=hi, choices=choices, max_len=max_len, valid=valid):
            return True, candidate
    except (TypeError, ValueError, OverflowError, KeyError, ArithmeticError):
        pass
    return False, None


def url_state(key: str, default: Any, *, lo=None, hi=None, choices: Iterable | None = None,
              max_len: int | None = None, aliases: dict[str, Any] | None = None,
              parse: Callable[[str], Any] | None = None, valid: Callable[[Any], bool] | None = None) -> str:
    """Register ``key`` as URL-mirrored; seed ``st.session_state[key]`` from the URL once. Returns ``key``.

    A tab's key ends in ``_tab`` and declares its tab ids as ``choices``: the URL fuzz test opens every tab.
    """
    spec = dict(lo=lo, hi=hi, choices=tuple(choices) if choices is not None else None, max_len=max_len,
                aliases=aliases, parse=parse, valid=valid)
    if key not in st.session_state:
        value = default
        raw = st.query_params.get(key)
        if raw is not None:
            ok, candidate = accept(raw, default, **spec)
            if ok:
                value = candidate
            else:
                st.session_state.setdefault(_REJECTED, []).append(key)
        if key not in st.session_state.get(_LOCKED, {}):
            # A session made on reconnection (a restarted server, a failed-over replica) holds nothing yet, but the
            # browser's widget still shows what the visitor set, its last move included: newer than the link.
            value = _browser_value(key, default, spec, value)
        st.session_state[key] = value
    current, cap = st.session_state[key], max_len if max_len is not None else TEXT_MAX
    if isinstance(current, str) and isinstance(default, str) and len(current) > cap:
        st.session_state[key] = current[:cap]     # typed past the box's max_chars (a client that ignores it): cut
    locked = st.session_state.get(_LOCKED, {})
    if key in locked:                  # a locked control keeps the link's value whatever the visitor did
        if locked[key] is None:
            locked[key] = [st.session_state[key]]
        kept = locked[key][0]
        if st.session_state[key] != kept:
            st.session_state[key] = kept
    st.session_state.setdefault(_REGISTRY, {})[key] = default
    st.session_state.setdefault(_SPECS, {})[key] = spec
    return key


def _browser_value(key: str, default: Any, spec: dict, fallback: Any) -> Any:
    """The value this run's browser sent for the widget keyed ``key``, if it sent one that passes the key's declared
    validity; otherwise ``fallback`` (the link's value).

    The browser sends its widgets' values with every rerun. A session's first run carries some only after the
    browser reconnected to a process that does not know it (Streamlit's frontend keeps the page on screen and
    sends them with the next move); a value written through session state then wins over the widget's, so seeding
    from the link would drop that move. Streamlit has no public read of a widget value before the widget
    registers: ``ui.internals.incoming_widget_value`` reads the run's incoming widget states (a private name, off
    under ``TBT_STOCK=1``, where the link's value is kept) and this decodes the kinds whose meaning the key's
    default fixes: a slider's or number box's number, a toggle's bool, a text. A choice sent as its label, or
    anything unexpected, keeps the link's value (the behaviour before). A value that fails the key's validity (a
    hand-made message) is not taken.
    """
    wire = internals.incoming_widget_value(key)      # (ui/internals.py; None under TBT_STOCK: the link's value)
    proto = getattr(wire, "value", None)
    if not hasattr(proto, "WhichOneof"):
        return fallback
    kind = proto.WhichOneof("value")
    if isinstance(default, bool):
        value = proto.bool_value if kind == "bool_value" else None
    elif isinstance(default, (int, float)):
        numbers = list(proto.double_array_value.data) if kind == "double_array_value" else (
            [getattr(proto, kind)] if kind in ("double_value", "int_value") else [])
        value = numbers[0] if len(numbers) == 1 and math.isfinite(numbers[0]) else None
        if isinstance(default, int) and value is not None:
            value = int(value) if float(value).is_integer() else None
        elif value is not None:
            value = float(value)
    elif isinstance(default, str):
        value = proto.string_value if kind == "string_value" else None
    else:
        value = None
    checks = {k: spec[k] for k in ("lo", "hi", "choices", "max_len", "valid")}
    return fallback if value is None or not check(value, **checks) else value


def registered(session=None) -> dict[str, Any]:
    """The URL keys registered so far in this run, each with its default (a copy).

    ``session``: the session state to read (an AppTest's ``at.session_state``); by default this session's."""
    ss = st.session_state if session is None else session
    return dict(ss[_REGISTRY]) if _REGISTRY in ss else {}


def declared(session=None) -> dict[str, dict]:
    """The validity each registered key declared this run (``lo``/``hi``/``choices``/...; read by the URL fuzz)."""
    ss = st.session_state if session is None else session
    return dict(ss[_SPECS]) if _SPECS in ss else {}


def clamp(key: str, lo, hi) -> None:
    """Keep a registered value inside a range that depends on another control (``k`` ≤ ``d``): clamp, never raise."""
    value = st.session_state.get(key)
    if value is not None and not lo <= value <= hi:
        st.session_state[key] = min(max(value, lo), hi)


def lock(keys: Iterable[str]) -> None:
    """Lock these keys at the value they have when next registered (a prepared link's ``lock=``)."""
    old = st.session_state.get(_LOCKED, {})
    st.session_state[_LOCKED] = {k: old[k] for k in keys if k in old} | {k: None for k in keys if k not in old}


def locked(key: str) -> bool:
    """True if a prepared link locks ``key``."""
    return key in st.session_state.get(_LOCKED, {})


def refuse(name: str) -> None:
    """Name a refused part of a link in this session's notice (``hide=at_focus``: one bad name of a list whose
    other names were applied)."""
    if name not in st.session_state.setdefault(_REJECTED, []):
        st.session_state[_REJECTED].append(name)


def rejected() -> list[str]:
    """The URL parameters refused so far in this session and not yet announced."""
    return [k for k in st.session_state.get(_REJECTED, []) if k not in st.session_state.get(_ANNOUNCED, set())]


def start_run() -> None:
    """Forget last run's registrations (called at the top of ``app.py``)."""
    st.session_state[_REGISTRY] = {}
    st.session_state[_SPECS] = {}


def announce(message: Callable[[str], str]) -> None:
    """Say once per parameter that a link's value was refused (``message(names)`` gives the text). The notice
    stays 10 s (Streamlit's ``"long"``), not 4: it is shown as the run starts, and on a busy server a page can take
    longer than 4 s to draw under it, so the visitor (or a teacher at the projector) would never see it."""
    keys = rejected()
    if keys:
        st.toast(message(", ".join(keys)), icon=":material/link_off:", duration=NOTICE_SECONDS)
        st.session_state.setdefault(_ANNOUNCED, set()).update(keys)


def publish(carry: dict[str, str] | None = None) -> None:
    """Write the registered keys to the URL (non-default values only) and drop any others but ``carry``."""
    registered = st.session_state.get(_REGISTRY, {})
    wanted = dict(carry or {})
    for key, default in registered.items():
        value = st.session_state.get(key, default)
        if value != default:
            wanted[key] = str(value).lower() if isinstance(value, bool) else str(value)
    if dict(st.query_params) != wanted:
        st.query_params.from_dict(wanted)


def url_tabs(key: str, ids: list[str], label: Callable[[str], str], *, aliases: dict[str, str] | None = None):
    """``st.tabs`` whose open tab is URL-mirrored as a stable id (``ids``), whatever the language of the labels.

    Returns ``(tabs, active_id)``; only the open tab's content needs to run (``tab.open``). Old links that
    hold a former label keep working through ``aliases`` (label → id). The bar is keyed ``<key>__tabs`` (a
    prepared link's ``hide=<key>`` hides it); a locked key keeps its tab whatever the visitor clicks.
    """
    url_state(key, ids[0], choices=ids, aliases=aliases)
    labels = [label(i) for i in ids]
    widget = f"{key}__tabs"
    picked, shown = st.session_state.get(widget), st.session_state.setdefault(_TABS_SHOWN, {})
    if picked in labels and not locked(key) and shown.get(key) == st.session_state[key]:
        st.session_state[key] = ids[labels.index(picked)]    # a click on the bar (a locked key ignores it)
    # else the id was set by code since the last run (a link, prev/next) or is locked: the bar follows the id
    st.session_state[widget] = labels[ids.index(st.session_state[key])]
    shown[key] = st.session_state[key]
    tabs = st.tabs(labels, key=widget, on_change="rerun")
    return tabs, st.session_state[key]


@dataclass(frozen=True)
class Param:
    """A URL-mirrored control declared once: its key, default and validity. The widget reads its bounds
    from here (``p.lo``, ``p.hi``, ``p.choices``, ``p.max_len``), so the two cannot drift apart."""

    key: str
    default: Any
    lo: Any = None
    hi: Any = None
    choices: tuple | None = None
    max_len: int | None = None
    aliases: tuple[tuple[str, Any], ...] = ()
    valid: Callable[[Any], bool] | None = None

    def parse_link(self, raw: str):
        """``(ok, value)`` for a link's text, by the same rules ``register`` applies."""
        return accept(raw, self.default, lo=self.lo, hi=self.hi, choices=self.choices, max_len=self.max_len,
                          aliases=dict(self.aliases) or None, valid=self.valid)

    def register(self) -> str:
        return url_state(self.key, self.default, lo=self.lo, hi=self.hi, choices=self.choices,
                         max_len=self.max_len, aliases=dict(self.aliases) or None, valid=self.valid)


def keep(params: Iterable[Param]) -> None:
    """Register every parameter of a page, and keep the values of those whose widget is not drawn this run
    (a closed tab): Streamlit forgets a widget's value when its widget is not drawn, and the link would lose it."""
    for p in params:
        p.register()
        st.session_state[p.key] = st.session_state[p.key]


_DECLARERS = ("url_state", "Param", "url_tabs")


def declared_keys(roots: Iterable) -> frozenset[str]:
    """Every URL key declared in the code under ``roots`` (folders or files): the first argument of each
    ``url_state("k", ...)``, ``Param("k", ...)`` and ``url_tabs("k", ...)`` call that is a string literal, read from
    the parsed source, so the examples in docstrings and comments are not keys. A link may name a control whose
    section has not run yet (a prepared ``hide=``/``lock=``), so the registry of one run is not enough; keys made at
    run time (an f-string) are not literals, and their declarer lists them itself."""

    keys = set()
    for root in map(Path, roots):
        for path in sorted(root.rglob("*.py")) if root.is_dir() else [root]:
            keys.update(key for key, _ in declarer_calls(path))
    return frozenset(keys)


def declarer_calls(path: Path, declarers: tuple[str, ...] = _DECLARERS) -> Iterator[tuple[str, ast.Call]]:
    """Each call of one of ``declarers`` in one source file whose first argument is a string literal: (key, call),
    in the parsed tree's order (also read by ``ui.lesson.world`` for the controls' declared bounds)."""
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if not (isinstance(node, ast.Call) and node.args):
            continue
        name = node.func.attr if isinstance(node.func, ast.Attribute) else getattr(node.func, "id", None)
        first = node.args[0]
        if name in declarers and isinstance(first, ast.Constant) and isinstance(first.value, str):
            yield first.value, node
