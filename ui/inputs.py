"""Show an input's problem as one clear sentence (the page's message for its reason code), and a visitor's own text
as text: :func:`literal` for markdown, :func:`plain` for a chart, :func:`visible` for a table cell (issue 27)."""
from __future__ import annotations

import html
import re
import unicodedata

import streamlit as st

from lm_core.inputs import InputError

from .i18n import t


USER_TEXT = ("raw", "bad", "word", "chars")     # an error's params that hold the visitor's own text


def message(err: InputError, namespace: str) -> str:
    """``"<namespace>.err.<code>"`` formatted with the error's params; those holding the visitor's text
    (:data:`USER_TEXT`: a string, or a list shown item by item) go through :func:`literal`."""
    params = {k: (literal(v) if isinstance(v, str) else ", ".join(map(literal, v)))
              if k in USER_TEXT and isinstance(v, (str, list, tuple)) else v for k, v in err.params.items()}
    return t(f"{namespace}.err.{err.code}", **params)


def show(err: InputError, namespace: str, where=st, level: str = "error") -> None:
    """Put the message on the page (``level``: "error", "warning" or "info")."""
    getattr(where, level)(message(err, namespace))


# ---- a user's text on screen -------------------------------------------------------------------------------
# Text that came from a visitor (a URL value, a typed word or sentence, an uploaded word or file name, and, with
# the lessons, an answer or a nickname) is never written into markdown as it is: a link could otherwise put a live
# link, bold text or LaTeX of its sender's choosing on the projector, inside the app's own message box (issue 27).

_KEEP_FORMAT = {0x200C, 0x200D}         # zero-width (non-)joiner: they shape emoji and Persian script, no bidi
_SHORT = {"\n": "\\n", "\r": "\\r", "\t": "\\t"}


def visible(text) -> str:
    r"""``text`` with every invisible or direction-changing character written as a visible escape (``\u202e``).

    Replaced: C0 and C1 controls (newlines too: a blank line would end a code span), bidi embeddings, overrides and
    isolates (U+202A-202E, U+2066-2069), the direction marks (U+200E/F, U+061C), other format characters (Cf),
    line and paragraph separators, surrogates, private-use and unassigned code points. Plain text, no markup:
    for a table cell or a chart label; for markdown use :func:`literal`."""
    out = []
    for ch in str(text):
        cp = ord(ch)
        if ch in _SHORT:
            out.append(_SHORT[ch])
        elif unicodedata.category(ch) in ("Cc", "Cf", "Zl", "Zp", "Cs", "Co", "Cn") and cp not in _KEEP_FORMAT:
            out.append(f"\\u{cp:04x}" if cp <= 0xFFFF else f"\\U{cp:08x}")
        else:
            out.append(ch)
    return "".join(out)


def literal(text) -> str:
    """A user's text as markdown that shows it exactly as typed: THE way to put user text in ``t(...)`` values,
    ``st.markdown``, captions, alerts, toasts, labels, help and ``st.table`` cells.

    An inline code span: nothing inside is markdown, HTML, LaTeX or a link. It is delimited by one backtick more
    than the longest run of backticks in the text, and padded with a space on each side where the text starts or
    ends with a backtick, or with a space at both ends (CommonMark strips exactly one each side, so it stays whole).
    Invisible and bidi characters are shown as escapes first (:func:`visible`), so the rest of the line cannot be
    reversed or hidden.
    Catalogue strings take the result as a placeholder without backticks of their own: ``"{word} is unknown"``."""
    shown = visible(text)
    fence = "`" * (max((len(run) for run in re.findall(r"`+", shown)), default=0) + 1)
    pad = " " if not shown.strip(" ") or shown[0] == "`" or shown[-1] == "`" or (shown[0] == shown[-1] == " ") else ""
    return f"{fence}{pad}{shown}{pad}{fence}"


def plain(text) -> str:
    """A user's text for a chart's title, axis or hover (plotly reads ``<a href>``, ``<b>`` and ``<br>`` there):
    :func:`visible`, with ``&``, ``<`` and ``>`` written as HTML entities."""
    return html.escape(visible(text), quote=False)
