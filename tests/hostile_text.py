"""Where a visitor's text lands on screen, read from the element protos of an AppTest run (issue 27).

``leaks(at)`` lists every place a payload of :data:`PAYLOADS` reached in a live form: its marker ``zq`` outside a
code span (or inside ``$...$`` math) of a markdown-rendered string (markdown, captions, alerts, headings, toasts,
progress text, widget labels, help and options, metric labels, expander and tab labels, ``st.table`` cells), raw
HTML of a payload in ``st.html`` or a chart's JSON (plotly renders ``<a href>`` and ``<b>``), or one of the
payloads' invisible bidi and control characters anywhere but in a widget's own value.

The markdown reading follows micromark's inline order (what Streamlit's renderer uses): a backslash escapes the
next ASCII punctuation, a backtick run opens a code span closed by a run of the same length, a dollar run opens
math the same way (math is live, so a template's ``$`` before a code span would make the span's text live), and a
blank line ends every span.
"""
from __future__ import annotations

import re
import string

from google.protobuf.message import Message

MARK = "zq"                       # every payload carries it (lower case: some inputs are lower-cased)
PAYLOADS = (                      # most telling first: an input that echoes only its first words shows these
    "[zq](https://zq.io)",        # a link
    "$\\frac{zq}{1}$",            # LaTeX
    "x`[zq](//zq.io)`",           # a backtick that closes a code span around it
    "\u202ezq",                   # a bidi override
    "**zq**", "__zq__",           # emphasis
    "<b>zq</b>", "<a href=//zq.io>zq</a>",         # HTML (markdown drops it; st.html and plotly would not)
    "\u2066zq\u2069", "zq\u200f",                 # an isolate, a direction mark
    "https://zq.io", "www.zq.io", "zq@zq.io",      # autolinks
    ":red[zq]", ":material/zq:",  # Streamlit's own markdown directives
    "&#x202e;zq",                 # an HTML entity
    "zq\x1b",                     # a C0 control
    "![zq](//zq.io/a.png)",       # an image
    "\n\n# zq",                   # a heading after a blank line
)
RAW_CHARS = "\u202e\u2066\u2069\u200f\x1b"       # the payloads' invisible characters: never shown raw
RAW_HTML = ("<b>zq", "<a href=//zq.io")           # a payload's HTML, live in st.html or in a chart
# Proto fields that hold a widget's own value (the visitor's text as typed) or machinery, not shown as markdown.
VALUE_FIELDS = {"value", "default", "raw_value", "set_value", "id", "form_id", "key", "icon", "type",
                "placeholder", "format", "data_type", "autocomplete", "spec", "theme", "selection_mode", "body_html"}
_PUNCT = set(string.punctuation)


def chunks(limit: int, sep: str = " ", marker: str = MARK) -> list[str]:
    """The payloads (their ``zq`` replaced by ``marker``) packed into as few values of at most ``limit`` characters
    as they fit, joined by ``sep``. With ``sep=""`` (in reverse order, and only the payloads without white space)
    each value is one word: an input that wants a single word answers it by another path than a sentence."""
    out, cur = [], []
    for p in (PAYLOADS if sep else [p for p in PAYLOADS[::-1] if not any(c.isspace() for c in p)]):
        p = p.replace(MARK, marker)
        if len(p) > limit:
            continue
        if cur and len(sep.join([*cur, p])) > limit:
            out.append(sep.join(cur))
            cur = []
        cur.append(p)
    return out + ([sep.join(cur)] if cur else [])


def values(limit: int, marker: str = MARK) -> list[str]:
    """Every value a text key of this length gets: the space-separated chunks, the payloads a word check lets through
    (word characters only: ``__zq__``) on their own, then the other one-word chunks."""
    words = [p.replace(MARK, marker) for p in PAYLOADS if re.fullmatch(r"\w+", p)]
    return chunks(limit, " ", marker) + [w for w in words if len(w) <= limit] + chunks(limit, "", marker)


def marker(i: int) -> str:
    """The ``i``-th key's own marker (``zqab``...): which key's payload reached the page. Starts with MARK."""
    return MARK + string.ascii_lowercase[i // 26 % 26] + string.ascii_lowercase[i % 26]


def live_text(md: str) -> str:
    """The parts of a markdown string that render as markdown: code spans and escaped characters blanked."""
    out = []
    for para in re.split(r"\n[ \t]*\n", md):
        i, n = 0, len(para)
        while i < n:
            c = para[i]
            if c == "\\" and i + 1 < n and para[i + 1] in _PUNCT:
                out.append("  ")
                i += 2
                continue
            if c in "`$":
                run = len(para[i:]) - len(para[i:].lstrip(c))
                close = re.compile(rf"(?<!{re.escape(c)}){re.escape(c * run)}(?!{re.escape(c)})")
                m = close.search(para, i + run)
                if m:
                    inner = para[i + run:m.start()]
                    out.append(c * run + (" " * len(inner) if c == "`" else inner) + c * run)   # math stays live
                    i = m.end()
                    continue
                out.append(c * run)
                i += run
                continue
            out.append(c)
            i += 1
        out.append("\n\n")
    return "".join(out)


def _repeated(field) -> bool:
    is_repeated = getattr(field, "is_repeated", None)            # protobuf >= 6; older: the label
    return bool(is_repeated) if is_repeated is not None else field.label == field.LABEL_REPEATED


def _strings(msg: Message, path: str = ""):
    """(field path, text) of every string in a proto, recursively."""
    for field, value in msg.ListFields():
        name = f"{path}.{field.name}" if path else field.name
        items = value if _repeated(field) else [value]
        for item in items:
            if isinstance(item, Message):
                yield from _strings(item, name)
            elif isinstance(item, str):
                yield name, item


def _table_cells(node) -> list[str]:
    try:
        frame = node.value
    except Exception:                       # not a table AppTest can decode
        return []
    return [str(v) for v in [*frame.columns, *frame.index, *frame.to_numpy().ravel()]]


def leaks(at) -> list[str]:
    """Every live payload on the page, as ``"<element>.<field>: <text>"`` (empty if none)."""
    found = []
    nodes = list(at._tree)
    for node in nodes:
        proto, kind = getattr(node, "proto", None), getattr(node, "type", "?")
        if proto is None:
            continue
        for name, text in _strings(proto):
            leaf = name.rsplit(".", 1)[-1]
            if leaf in VALUE_FIELDS and leaf != "spec":
                continue
            if any(ch in text for ch in RAW_CHARS):
                found.append(f"{kind}.{name} raw control: {text!r}")
            if kind in ("html",) or leaf == "spec":
                if any(h in text for h in RAW_HTML):
                    found.append(f"{kind}.{name} raw HTML: {text[:300]!r}")
                continue
            if kind in ("code", "json") or leaf in ("code_text", "language"):
                continue
            if MARK in live_text(text):
                found.append(f"{kind}.{name} live: {text!r}")
        if kind in ("table", "arrow_table"):
            for cell in _table_cells(node):
                if any(ch in cell for ch in RAW_CHARS) or MARK in live_text(cell):
                    found.append(f"{kind} cell: {cell!r}")
    return found


def seen(at, marker: str) -> bool:
    """True if ``marker`` is shown on the page: not in a widget's own value, nor in a code block (the sidebar's
    share link there repeats the whole query), leaks aside."""
    for node in at._tree:
        proto, kind = getattr(node, "proto", None), getattr(node, "type", "?")
        if proto is None or kind in ("code", "json"):
            continue
        if any(marker in text for name, text in _strings(proto)
               if name.rsplit(".", 1)[-1] not in VALUE_FIELDS - {"spec"}):
            return True
        if kind in ("table", "arrow_table") and any(marker in c for c in _table_cells(node)):
            return True
    return False
