"""Show an input's problem as one clear sentence: the page's message for its reason code."""
from __future__ import annotations

import streamlit as st

from lm_core.inputs import InputError

from .i18n import t


def message(err: InputError, namespace: str) -> str:
    """``"<namespace>.err.<code>"`` formatted with the error's params."""
    return t(f"{namespace}.err.{err.code}", **err.params)


def show(err: InputError, namespace: str, where=st, level: str = "error") -> None:
    """Put the message on the page (``level``: "error", "warning" or "info")."""
    getattr(where, level)(message(err, namespace))
