"""The presenter's view for a projector (issue 13 §2): projector mode, predict-then-reveal, prepared links.

- ``present=1`` (or the sidebar toggle) switches projector mode on: larger type, the sidebar collapsed, lead
  prose folded (:func:`explain`), and one section of a page at a time (:func:`run_sections`, ``sec=N`` in the
  URL, 1-based); on a page with tabs, each tab is a section (:func:`follow_tabs`).
- ``ask=inf_loss,king`` hides the answers named (ids from :data:`ANSWERS`) behind a "?" and a Reveal button
  (:func:`reveal`); revealing removes the id from the URL, so a prepared link opens with the answers hidden.
- ``hide=key,...`` hides the controls with those URL keys; ``lock=key,...`` keeps them at the link's value on
  every run (enforced in ``state.url_state``) and greys them out. A link thus hands students exactly one knob.

In normal mode, with none of these parameters, a page draws exactly the elements it drew before.
"""
from __future__ import annotations

import contextlib
import re
import threading
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Callable, Sequence

import pandas as pd
import streamlit as st

from . import state
from . import registry
from .registry import CHAPTERS
from . import tables
from .inputs import literal
from .keys import FORMAT_KEY, PRESENT, projector
from .numbers import frame, written
from .i18n import t

SEC, ASK, HIDE, LOCK = "sec", "ask", "hide", "lock"
OWN = (PRESENT, SEC, ASK, HIDE, LOCK)
# The key numbers a teacher can hide until the class has guessed: id -> the page it sits on (the chapters' specs).
ANSWERS = {answer: c.stem for c in CHAPTERS for answer in c.answers}
LIST_MAX = 600                                     # the length cap of a comma-separated list in the URL
_SNAPSHOT = "_present_query"                       # the URL as this run found it (projector mode carries it)
_PAGE = "_present_page"                            # the page the section number belongs to
_ROOT = Path(__file__).resolve().parent.parent


@dataclass(frozen=True)
class Section:
    """One section of a page: a stable id, the key of its title, and the function that draws it."""

    id: str
    title: str
    draw: Callable[[], Any]


def _split(raw: str) -> list[str]:
    return [part.strip() for part in raw.split(",") if part.strip()]


_KNOWN: list[frozenset[str]] = []      # known_keys(), computed once per process
_KNOWN_LOCK = threading.Lock()


def known_keys() -> frozenset[str]:
    """Every URL key a control can have: those declared under ``ui/``, ``pages/`` and every folder chapters are found
    in (:func:`state.declared_keys`, which reads the calls, not the docstrings), plus the analogy's three words (an
    f-string) and the image format (a constant). A prepared link may name a control of a section that has not run
    yet, so the registry of this run is not enough.

    Read from the source once per process, under a lock (``lru_cache`` does not hold one: sessions whose first runs
    came together each parsed the modules, and Python 3.11's ``ast.parse`` is not safe in two threads at once: it
    raised ``SystemError: AST constructor recursion depth mismatch`` on a student's page in a live room,
    tests/browser/test_lesson_room.py, CPython gh-106905)."""
    if not _KNOWN:
        with _KNOWN_LOCK:
            if not _KNOWN:
                keys = state.declared_keys([_ROOT / "ui", _ROOT / "pages", *registry.folders()])
                keys |= {"wv_a", "wv_b", "wv_c", FORMAT_KEY}
                keys |= {c.tab_key for c in CHAPTERS if c.tab_key}    # the tab bars (ui/tabs.py): from the spec
                _KNOWN.append(frozenset(keys - set(OWN)))
    return _KNOWN[0]


def _names_ok(raw: str) -> bool:
    """A comma-separated list of names (letters, digits, ``_``): the known ones apply, the others are named."""
    return all(re.fullmatch(r"[A-Za-z0-9_]+", k) for k in _split(raw))


def _known(key: str, raw: str) -> list[str]:
    """The names of a ``hide=``/``lock=`` list that are controls; each other one is named in the link's notice
    (``hide=at_sent,at_focus`` hides ``at_sent`` and says ``hide=at_focus`` was refused)."""
    names = _split(raw)
    good = [k for k in names if k in known_keys()]
    if len(good) < len(names):
        for bad in (k for k in names if k not in known_keys()):
            state.refuse(f"{key}={literal(bad)}")      # a visitor's text: shown as text (issue 27)
        st.session_state[key] = ",".join(good)          # the link keeps the names that apply
    return good


def _keys_ok(raw: str) -> bool:
    return all(k in known_keys() for k in _split(raw))


def _answers_ok(raw: str) -> bool:
    return all(a in ANSWERS for a in _split(raw))


active = projector      # True in projector mode (ui.keys.projector: read by the figure cache below this layer)


def sidebar_state() -> str:
    """For ``st.set_page_config``: the sidebar starts collapsed in projector mode."""
    return "collapsed" if active() else "auto"


def hidden(answer_id: str) -> bool:
    """True while the answer ``answer_id`` waits to be revealed."""
    return answer_id in _split(st.session_state.get(ASK, ""))


def hides(key: str) -> bool:
    """True if a prepared link hides the control ``key`` (``hide=``): a second widget on the same value stays away."""
    return key in _split(st.session_state.get(HIDE, ""))


def setup() -> None:
    """Once per run, after ``state.start_run`` and before any control: register the mode's own URL keys (locks
    first, so the sidebar's controls can be locked too) and emit the CSS this run needs."""
    st.session_state[_SNAPSHOT] = dict(st.query_params)
    _own(ASK, "", max_len=LIST_MAX, valid=_answers_ok)
    hide = _known(HIDE, _own(HIDE, "", max_len=LIST_MAX, valid=_names_ok))
    lock = _known(LOCK, _own(LOCK, "", max_len=LIST_MAX, valid=_names_ok))
    state.lock(lock)
    _own(PRESENT, False)
    css = _css(active(), hide, lock)
    if css:
        st.html(f"<style>{css}</style>")


def _own(key: str, default, **spec):
    """Register one of the mode's own keys only while it is in the link or set: a page that uses none of them
    registers exactly the keys it did before (tests compare a tab's keys with its section's)."""
    if key in st.query_params or st.session_state.get(key, default) != default:
        state.url_state(key, default, **spec)
    return st.session_state.get(key, default)


def toggle() -> None:
    """The projector-mode switch, at the foot of the sidebar."""
    _own(PRESENT, False)
    with st.sidebar:
        st.toggle(t("present.toggle"), key=PRESENT, help=t("present.toggle_help"))


def _selectors(keys: Sequence[str]) -> str:
    """A keyed widget's container carries the class st-key-<key>; a tab bar made by ``state.url_tabs`` is keyed
    ``<key>__tabs``, and of it only the bar (its tab list) is hidden or locked: the chosen tab's content stays live."""
    return ", ".join(f".st-key-{k}, .st-key-{k}__tabs [role='tablist']" for k in keys)


PROJECTOR_CSS = """
[data-testid="stMain"] [data-testid="stMarkdownContainer"] p,
[data-testid="stMain"] [data-testid="stMarkdownContainer"] li { font-size: 1.3rem; line-height: 1.45; }
[data-testid="stMain"] [data-testid="stWidgetLabel"] p { font-size: 1.15rem; }
[data-testid="stMain"] [data-testid="stMetricLabel"] p { font-size: 1.15rem; }
[data-testid="stMain"] [data-testid="stMetricValue"] { font-size: 2.6rem; }
[data-testid="stMain"] [data-testid="stExpander"] summary p { font-size: 1.15rem; }
[data-testid="stHeader"] { height: 2.5rem; min-height: 2.5rem; }
[data-testid="stMainBlockContainer"] { padding-top: 2.75rem; }
[data-testid="stMain"] h1 { font-size: 2.2rem; padding: 0 0 0.25rem 0; }
[data-testid="stMain"] h3 { padding: 0.25rem 0; }
[data-testid="stMain"] [data-testid="stVerticalBlock"] { gap: 0.6rem; }
[data-testid="stMain"] [data-testid="stExpander"] summary { padding-top: 0.3rem; padding-bottom: 0.3rem; }
/* captions, tables and diagrams at >= 16 px near-black (Streamlit's captions: 14 px at 60 % opacity; a diagram's
   text 0.6rem in its own units, here the 16 units Graphviz laid its boxes out for) */
[data-testid="stMain"] [data-testid="stCaptionContainer"],
[data-testid="stMain"] [data-testid="stCaptionContainer"] p { font-size: 16px; color: #111111; opacity: 1; }
[data-testid="stMain"] [data-testid="stTable"] th,
[data-testid="stMain"] [data-testid="stTable"] td { font-size: 1.1rem; color: #111111; }
[data-testid="stMain"] [data-testid="stGraphVizChart"] svg text { font-size: 16px; }
"""


def _emptied(keys: Sequence[str]) -> str:
    """Columns, and rows of columns, that hold hidden controls and nothing else: hidden too, so that they leave no
    gap (on a phone the columns stack, each with its own spacing)."""
    ours = ", ".join(f".st-key-{k}" for k in keys)
    only = f":has({ours}):not(:has([data-testid='stElementContainer']:not({ours})))"
    return (f"[data-testid='stColumn']{only}, [data-testid='stHorizontalBlock']{only}, "
            f"[data-testid='stLayoutWrapper']:has(> [data-testid='stHorizontalBlock']){only}")


def _css(projector: bool, hide: Sequence[str], lock: Sequence[str]) -> str:
    """The style sheet this run needs; empty in normal mode with nothing hidden or locked."""
    parts = [PROJECTOR_CSS] if projector else []
    if hide:
        parts.append(_selectors(hide) + ", " + _emptied(hide) + " { display: none !important; }")
    if lock:
        parts.append(_selectors(lock) + " { pointer-events: none; opacity: 0.5; }")
    return "\n".join(parts)


def carried() -> dict[str, str]:
    """In projector mode, the URL values of controls whose section did not run (kept in the link for later). Only
    controls' keys (:func:`known_keys`): anything else a link carried (an old ``tkey``, a made-up name) is dropped
    from the address, never kept in it."""
    if not active():
        return {}
    registered = state.registered()
    known = known_keys()
    return {k: v for k, v in st.session_state.get(_SNAPSHOT, {}).items()
            if k not in registered and k not in OWN and k in known}


ROWS = 10                   # a long table's rows on the projector's screen; the others scroll under its sticky header
ROW_PX, HEAD_PX = 44, 70    # a row of a table in the projector's type (1.1rem), and its header (two lines)


def dataframe(data, *, group: bool = False, rows: int = ROWS, where=st, **kwargs) -> None:
    """A table of ``data`` (a DataFrame, or plain rows: a dict of columns or a list of row dicts, which
    :mod:`ui.tables` builds once per server) with its numbers in the visitor's language (``ui.numbers``; ``group``:
    integer counts grouped too; ``where``: a column or container): ``where.dataframe(frame(data), **kwargs)``,
    or in projector mode ``where.table``. The
    grid draws its 14 px grey text on a canvas that no style sheet reaches; a table takes the projector's 16 px
    near-black text (:data:`PROJECTOR_CSS`). A table ignores a grid's formatting, so its cells are written out
    first (``numbers.written``).

    A table shows every row, so in projector mode one longer than ``rows`` is that tall and scrolls, its header
    kept in sight: the figure keeps the first screen, as the grid's own scrolling does in normal mode."""

    plain = not isinstance(data, pd.DataFrame)
    if not active():
        if plain:
            tables.dataframe(data, group=group, where=where, **kwargs)
        else:
            where.dataframe(frame(data, group=group), **kwargs)
        return
    if plain:
        data = tables.get(data).frame
    height = HEAD_PX + rows * ROW_PX if len(data) > rows else "content"
    where.table(written(data, group=group), hide_index=kwargs.get("hide_index"), height=height)


def explain(text: str) -> None:
    """Lead prose: shown as it is, or folded in an expander in projector mode (the figure keeps the screen)."""
    if active():
        with st.expander(t("present.explain")):
            st.markdown(text)
    else:
        st.markdown(text)


def ahead():
    """A place for a section's main control and figure, above what the code writes after it.

    ``top = ahead()``, then the code's other elements, then ``with top:`` the figure: in projector mode ``top`` is a
    container drawn now, so the figure lands above the metrics, tables and prose written in between and keeps the
    first screen. In normal mode nothing is drawn and the page keeps its order (``with top:`` does nothing)."""
    return st.container() if active() else contextlib.nullcontext()


def _section(page: str, n: int) -> int:
    """The 1-based section number, from the URL on a first run; back to 1 on another page; clamped to ``n``."""
    if st.session_state.get(_PAGE, page) != page:
        st.session_state[SEC] = 1
        st.session_state[_SNAPSHOT] = {}          # another page's values are not carried into this one
    st.session_state[_PAGE] = page
    state.url_state(SEC, 1, valid=lambda v: v >= 1)
    state.clamp(SEC, 1, n)
    return int(st.session_state[SEC])


_NUMBERED = re.compile(r"^\s*\d+\s*[.·)]\s*")        # "3. Why counting stops", "1 · Mechanism"


def heading(text: str) -> str:
    """A section's own heading: in projector mode without its number ("Section k of n" numbers it, once)."""
    return _NUMBERED.sub("", text) if active() else text


def _nav(k: int, n: int, title: str, move: Callable[[int], None]) -> None:
    """"Section k of n: title" with previous/next (a tab label's own number left out: the section is numbered once)."""
    title = _NUMBERED.sub("", title)
    c1, c2, c3 = st.columns([4, 1, 1], vertical_alignment="center")
    c1.subheader(t("present.section", k=k, n=n, title=title))
    c2.button(t("present.prev"), key="present_prev", disabled=k <= 1, on_click=move, args=(k - 1,),
              icon=":material/arrow_back:", width="stretch")
    c3.button(t("present.next"), key="present_next", disabled=k >= n, on_click=move, args=(k + 1,),
              icon=":material/arrow_forward:", width="stretch", type="primary")


def _go(k: int) -> None:
    st.session_state[SEC] = k


def run_sections(page: str, sections: Sequence[Section]) -> None:
    """Draw a page's sections: all in order normally; in projector mode only the current one, under its header.

    A section that needs a value another section computes (the count table's α) reads it from its URL key."""
    if not active():
        for s in sections:
            s.draw()
        return
    k = _section(page, len(sections))
    _nav(k, len(sections), t(sections[k - 1].title), _go)
    sections[k - 1].draw()


def follow_tabs(page: str, tab_key: str, ids: Sequence[str], title: Callable[[str], str], *,
                aliases: dict[str, str] | None = None) -> None:
    """On a page with tabs (``state.url_tabs``), projector mode makes each tab a section: ``sec``, the tab's URL key
    and its bar (``<tab_key>__tabs``, labelled by ``title``) stay in step; the bar's labels are hidden (prev/next
    and the section header say where we are). Call it before the page's ``url_tabs``."""
    if not active():
        return
    widget = f"{tab_key}__tabs"
    from_url = SEC not in st.session_state and SEC in st.query_params
    state.url_state(tab_key, ids[0], choices=ids, aliases=aliases)
    k = _section(page, len(ids))
    if from_url and not state.locked(tab_key):
        st.session_state[tab_key] = ids[k - 1]
    k = list(ids).index(st.session_state[tab_key]) + 1
    st.session_state[SEC] = k

    def move(new: int) -> None:
        st.session_state[SEC] = new
        st.session_state[tab_key] = ids[new - 1]
        st.session_state[widget] = title(ids[new - 1])

    st.session_state[widget] = title(ids[k - 1])
    st.html(f'<style>.st-key-{widget} > div > [role="tablist"] {{ display: none; }}</style>')
    _nav(k, len(ids), title(ids[k - 1]), move)


def _reveal(answer_id: str) -> None:
    st.session_state[ASK] = ",".join(a for a in _split(st.session_state.get(ASK, "")) if a != answer_id)


def asked(answer_id: str) -> bool:
    """True if this answer is hidden now or was hidden by this session's link (its reveal point is then shown)."""
    seen = st.session_state.setdefault("_present_asked", set())
    if hidden(answer_id):
        seen.add(answer_id)
    return answer_id in seen


def reveal(answer_id: str, label: str, value: str, *, where=st, help: str | None = None,
           extra: bool = False) -> bool:
    """A key number as a metric, or, while the answer is hidden, "?" and a Reveal button. True if shown.

    ``extra``: a reveal point the page did not have before; it appears only in projector mode or when a link
    asked for it, so the normal page keeps its elements."""
    assert answer_id in ANSWERS, answer_id
    if extra and not (active() or asked(answer_id)):
        return True
    if hidden(answer_id):
        where.metric(label, "?", help=help)
        where.button(t("present.reveal"), key=f"present_reveal_{answer_id}", on_click=_reveal, args=(answer_id,),
                     icon=":material/visibility:")
        return False
    where.metric(label, value, help=help)
    return True


def mask(answer_id: str, text: str) -> str:
    """``text``, or "?" while the answer ``answer_id`` is hidden (for the same number in a table or a line)."""
    return "?" if hidden(answer_id) else text
