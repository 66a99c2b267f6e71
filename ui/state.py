"""Mirror the state a teacher wants to share (seed, the main controls) in the URL query string.

Usage on a page: ``key = url_state("alpha", 1.0)`` before the widget, then create the widget with
``key=key`` and no default value. On the first run of a session the value comes from the URL if it is
there and valid; ``publish()`` (called by ``app.py`` after the page ran) writes every registered value back,
leaving defaults out so links stay short.
"""
from __future__ import annotations

from typing import Any, Callable

import streamlit as st

_REGISTRY = "_url_state_defaults"


def _parse_bool(raw: str) -> bool:
    if raw.lower() in ("1", "true", "yes", "on"):
        return True
    if raw.lower() in ("0", "false", "no", "off"):
        return False
    raise ValueError(raw)


def url_state(key: str, default: Any, parse: Callable[[str], Any] | None = None,
              valid: Callable[[Any], bool] | None = None) -> str:
    """Register ``key`` as URL-mirrored; seed ``st.session_state[key]`` from the URL once. Returns ``key``."""
    if parse is None:
        parse = _parse_bool if isinstance(default, bool) else type(default)
    if key not in st.session_state:
        value = default
        raw = st.query_params.get(key)
        if raw is not None:
            try:
                candidate = parse(raw)
                if valid is None or valid(candidate):
                    value = candidate
            except (TypeError, ValueError):
                pass
        st.session_state[key] = value
    st.session_state.setdefault(_REGISTRY, {})[key] = default
    return key


def start_run() -> None:
    """Forget last run's registrations (called at the top of ``app.py``)."""
    st.session_state[_REGISTRY] = {}


def publish() -> None:
    """Write the registered keys to the URL (non-default values only) and drop any others."""
    registered = st.session_state.get(_REGISTRY, {})
    wanted = {}
    for key, default in registered.items():
        value = st.session_state.get(key, default)
        if value != default:
            wanted[key] = str(value).lower() if isinstance(value, bool) else str(value)
    if dict(st.query_params) != wanted:
        st.query_params.from_dict(wanted)
