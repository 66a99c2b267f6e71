"""Take-home copies of what a page shows: each chart as PNG or SVG, the data behind each chart and table as CSV,
and a link to the current view.

- Images come from plotly's own mode bar (kept visible). Its camera button downloads one format, the one set in
  ``toImageButtonOptions.format``; a second button for the other format would need a JavaScript ``click``
  function, which Streamlit's JSON-only ``config`` cannot carry. So the sidebar has a small "image format"
  choice (PNG / SVG, kept in the URL) that sets the format of every camera button.
- CSV: :func:`figure_frame` reads any figure's traces into a table (one heatmap alone as its matrix, everything
  else as a tidy long table); :func:`csv_button` offers it as a download whose file is made only when clicked
  (``st.download_button`` with a callable), so a page run pays for the button, not for the CSV.
- Names: ``<page>-<section>-seed<seed>``, the page from :class:`page_run` (set by app.py around the page), the
  section from the chart's key or name, de-duplicated within a run.
- The link: :func:`link` draws it at the end of the sidebar after app.py published the URL state, so it holds
  this run's query parameters, not the previous run's.
"""
from __future__ import annotations

import re
import threading
import unicodedata
from typing import Callable, Union
from urllib.parse import urlencode

import numpy as np
import pandas as pd
import plotly.graph_objects as go
import streamlit as st

from . import tables
from .i18n import language, t
from .keys import FORMAT_KEY, FORMATS, seed
from .numbers import frame as localised
from .state import url_state

PNG_SCALE = 2                 # PNG at twice the on-screen size: sharp on a slide
SLUG_MAX = 40

_run = threading.local()      # this script run's page name and the section names used so far

Source = Union[pd.DataFrame, go.Figure, Callable[[], pd.DataFrame]]


class page_run:
    """``with export.page_run("count_table"): page.run()`` in app.py: file names carry the page's name."""

    def __init__(self, name: str):
        self.name = name

    def __enter__(self):
        _run.page, _run.used = self.name, set()
        return self

    def __exit__(self, *exc):
        _run.page = None
        return False


def page_name() -> str:
    """The running page's name (its file name), or the main script's, ``app``, when no :class:`page_run` is
    active."""
    return getattr(_run, "page", None) or "app"        # (the main script is app.py)


def slug(text: str) -> str:
    """A file-name-safe ASCII form of ``text`` ("Átlag P(a|b)" -> "atlag_p_a_b")."""
    ascii_text = unicodedata.normalize("NFKD", text).encode("ascii", "ignore").decode()
    return re.sub(r"[^a-z0-9]+", "_", ascii_text.lower()).strip("_")[:SLUG_MAX].strip("_")


def _title(fig: go.Figure | None) -> str:
    if fig is None:
        return ""
    title = fig.layout.title.text
    return re.sub(r"<[^>]+>", " ", title) if isinstance(title, str) else ""


def section(name: str | None, fig: go.Figure | None = None, fallback: str = "chart") -> str:
    """A name for one chart or table, unique within this run: ``name`` (a key), else the title, else ``fallback``."""
    base = slug(name or "") or slug(_title(fig)) or fallback
    used = getattr(_run, "used", None)
    if used is None:
        used = _run.used = set()
    out, i = base, 2
    while out in used:
        out, i = f"{base}_{i}", i + 1
    used.add(out)
    return out


def file_stem(section_name: str) -> str:
    """``<page>-<section>-seed<seed>``: the name of every file taken home from one chart or table."""
    return f"{page_name()}-{section_name}-seed{seed()}"


def image_format() -> str:
    value = st.session_state.get(FORMAT_KEY, FORMATS[0])
    return value if value in FORMATS else FORMATS[0]


def plotly_config(stem: str) -> dict:
    """``st.plotly_chart``'s config: the mode bar always shown, its camera button named after the view."""
    fmt = image_format()
    options = {"format": fmt, "filename": stem}
    if fmt == "png":
        options["scale"] = PNG_SCALE
    return {"displaylogo": False, "displayModeBar": True, "toImageButtonOptions": options}


# --------------------------------------------------------------------------------------------- figures as tables


def _array(values) -> np.ndarray | None:
    """A trace attribute as a 1-D or 2-D array, or None for absent/scalar values (a single text for all points)."""
    if values is None or isinstance(values, (str, bytes, int, float)):
        return None
    arr = np.asarray(values, dtype=object)
    return arr if arr.ndim >= 1 and arr.size else None


def _columns(n: int, **named) -> dict[str, list]:
    """Columns of length ``n`` from per-point arrays; customdata's inner dimension becomes customdata_0, _1..."""
    out: dict[str, list] = {}
    for col, values in named.items():
        arr = _array(values)
        if arr is None:
            continue
        if col == "customdata" and arr.ndim >= 2:
            flat = arr.reshape(arr.shape[0], -1)
            for k in range(flat.shape[1]):
                out[f"customdata_{k}"] = _pad(flat[:, k], n)
        else:
            out[col] = _pad(arr.reshape(-1), n)
    return out


def _pad(arr: np.ndarray, n: int) -> list:
    items = [_plain(v) for v in arr[:n]]
    return items + [None] * (n - len(items))


def _plain(v):
    """A numpy scalar as a Python number (so the CSV holds it exactly), anything else unchanged."""
    return v.item() if isinstance(v, np.generic) else v


def _heatmap_long(tr) -> dict[str, list]:
    z = np.asarray(tr.z, dtype=object)
    if z.ndim != 2:
        return _columns(z.size, z=z.reshape(-1))
    R, C = z.shape
    xs = list(tr.x) if tr.x is not None else list(range(C))
    ys = list(tr.y) if tr.y is not None else list(range(R))
    rows, cols = np.divmod(np.arange(R * C), C)
    out = {"y": [_plain(ys[r]) if r < len(ys) else r for r in rows],
           "x": [_plain(xs[c]) if c < len(xs) else c for c in cols]}
    custom = _array(tr.customdata)
    if custom is not None and custom.ndim >= 2 and custom.shape[:2] == (R, C):
        custom = custom.reshape(R * C, -1)
    text = _array(tr.text)
    out.update(_columns(R * C, z=z.reshape(-1), text=text.reshape(-1) if text is not None and text.size == R * C
                        else None, customdata=custom))
    return out


def _heatmap_wide(tr, fig: go.Figure) -> pd.DataFrame:
    """One heatmap as its matrix: rows and columns named by its y and x labels."""
    z = np.asarray(tr.z, dtype=object)
    R, C = z.shape
    xs = [_plain(v) for v in tr.x] if tr.x is not None and len(tr.x) == C else list(range(C))
    ys = [_plain(v) for v in tr.y] if tr.y is not None and len(tr.y) == R else list(range(R))
    frame = pd.DataFrame([[_plain(v) for v in row] for row in z], columns=xs)
    corner = fig.layout.yaxis.title.text or "y"
    frame.insert(0, corner, ys)
    return frame


def _table_frame(tr) -> pd.DataFrame:
    header = list(tr.header.values) if tr.header.values is not None else []
    cells = [list(col) for col in tr.cells.values] if tr.cells.values is not None else []
    header = header + [f"column_{i}" for i in range(len(header), len(cells))]
    return pd.DataFrame({h: pd.Series(col) for h, col in zip(header, cells)})


def _is_matrix(tr) -> bool:
    return tr.type == "heatmap" and tr.z is not None and np.asarray(tr.z, dtype=object).ndim == 2


def figure_frame(fig: go.Figure) -> pd.DataFrame:
    """The data behind a figure as a table: a lone heatmap (no customdata) as rows × columns with its labels,
    a table trace as itself, anything else as one long table, a row per point: trace, x, y, z, text,
    hovertext, customdata_0... (columns only where a trace has them)."""
    traces = list(fig.data)
    if len(traces) == 1 and _is_matrix(traces[0]) and traces[0].customdata is None:
        return _heatmap_wide(traces[0], fig)
    if len(traces) == 1 and traces[0].type == "table":
        return _table_frame(traces[0])
    parts = []
    for i, tr in enumerate(traces):
        if _is_matrix(tr):
            cols = _heatmap_long(tr)
        elif tr.type == "table":
            cols = _table_frame(tr).to_dict(orient="list")
        else:
            xs, ys, zs = (_array(getattr(tr, a, None)) for a in ("x", "y", "z"))
            n = max([len(a.reshape(-1)) for a in (xs, ys, zs) if a is not None] + [0])
            custom = _array(getattr(tr, "customdata", None))
            if custom is not None and custom.ndim == 1 and custom.size != n:
                custom = None
            cols = _columns(n, x=xs, y=ys, z=zs, text=getattr(tr, "text", None),
                            hovertext=getattr(tr, "hovertext", None), customdata=custom)
        frame = pd.DataFrame(cols)
        name = getattr(tr, "name", None)
        frame.insert(0, "trace", name if name else str(i))
        parts.append(frame)
    if not parts:
        return pd.DataFrame()
    out = pd.concat(parts, ignore_index=True)
    return out.drop(columns="trace") if len(parts) == 1 and not getattr(traces[0], "name", None) else out


def matrix_pairs(matrices: dict[str, np.ndarray], rows, cols, row_title: str, col_title: str) -> pd.DataFrame:
    """Same-shape matrices as one long table, a row per cell: (row label, column label, one column per matrix).
    For a chart whose drawn values are transformed (a log colour scale): the CSV holds the plain numbers."""
    R, C = len(rows), len(cols)
    r, c = np.divmod(np.arange(R * C), C)
    out = {row_title: [rows[i] for i in r], col_title: [cols[j] for j in c]}
    for title, m in matrices.items():
        out[title] = np.asarray(m).reshape(R * C)                      # (R*C,)
    return pd.DataFrame(out)


def to_csv(frame: pd.DataFrame) -> bytes:
    """UTF-8 CSV with a byte-order mark (so a spreadsheet reads ő and à right); the index only if it is named."""
    keep_index = not isinstance(frame.index, pd.RangeIndex) or frame.index.name is not None
    return frame.to_csv(index=keep_index).encode("utf-8-sig")


def csv_bytes(source: Source) -> bytes:
    """The CSV of a figure, a DataFrame, or a callable returning a DataFrame."""
    if isinstance(source, go.Figure):
        return to_csv(figure_frame(source))
    if isinstance(source, pd.DataFrame):
        return to_csv(source)
    return to_csv(source())


def csv_button(source: Source, stem: str, key: str) -> None:
    """One small "CSV" download; the file is made when clicked, on Streamlit's download thread."""
    st.download_button(t("export.csv"), data=lambda: csv_bytes(source), file_name=f"{stem}.csv", mime="text/csv",
                       key=key, help=t("export.csv_help"), on_click="ignore", type="tertiary",
                       icon=":material/download:")


def table(frame, name: str | None = None, **kwargs) -> None:
    """``st.table`` (``kwargs`` go to it) plus its CSV (``st.dataframe`` has one in its toolbar; ``st.table`` none).
    The table shows its numbers in the visitor's language (``ui.numbers.frame``); the CSV keeps plain numbers.
    ``frame``: a DataFrame, or what ``pd.DataFrame`` takes (a dict of columns, a list of row dicts), which is then
    built once per server (``ui.tables``)."""
    if isinstance(frame, pd.DataFrame):
        st.table(localised(frame), **kwargs)
    else:
        frame = tables.table(frame, **kwargs).frame
    sec = section(name, fallback="table")
    csv_button(frame, file_stem(sec), key=f"export_csv_{sec}")


# -------------------------------------------------------------------------------------------- sidebar: the view


def controls() -> None:
    """The sidebar's export block: the image format of every chart's camera button (the link follows it)."""
    st.subheader(t("export.header"))
    st.radio(t("export.format"), FORMATS, format_func=lambda f: t(f"export.format.{f}"), horizontal=True,
             key=url_state(FORMAT_KEY, FORMATS[0], choices=FORMATS), help=t("export.format_help"))


# What identifies a person in a live room: a student's token (``who``: whoever opens a link with it answers as
# that student) and the teacher's key (``tkey``). A view's shared link never carries them (ui/lesson/room.py).
PERSONAL = frozenset({"who", "tkey"})


def view_url() -> str:
    """The address of this view to share: the page's URL (``st.context.url``) plus the query parameters
    published, and always the language it is read in (``lang``): a student's phone set to another language opens
    the view as the teacher sees it. (The address bar itself carries ``lang`` only when it was chosen.) It never
    carries a student's token or the teacher's key (:data:`PERSONAL`)."""
    params = {k: v for k, v in st.query_params.to_dict().items() if k not in PERSONAL}
    params.setdefault("lang", language())
    query = urlencode(params)
    base = st.context.url or ""
    return f"{base}?{query}" if query else (base or "/")


def link() -> None:
    """The link to this view, at the end of the sidebar (right under :func:`controls`: no page writes to the
    sidebar). Called after ``state.publish()``, so it holds this run's parameters. Drawn last rather than into a
    placeholder: a placeholder would blank the link for the whole of every rerun."""
    with st.sidebar:
        st.caption(t("export.link"))
        st.code(view_url(), language=None, wrap_lines=True)
