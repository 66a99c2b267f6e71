"""Each table built once per server: the same plain rows give the same DataFrame and the same Arrow table, so a
class asking for one view pays for building and converting each table once, not once per visitor.

Why (issue 24): on a warm server, building a table's ``pd.DataFrame`` and Streamlit's conversion of it to Arrow
(``pa.Table.from_pandas``) were 15-25 % of a neural, tokens or sentences page run (py-spy, script thread).

- :func:`get` takes what ``pd.DataFrame`` would take, in plain form (a dict of columns or a list of row dicts, of
  numbers and strings: keyed by :func:`ui.figures.key_of`, at C speed) and returns a :class:`Table`: the DataFrame
  and its Arrow table, converted as Streamlit converts a DataFrame (``pyarrow.Table.from_pandas``; a frame that
  does not convert plainly is left to Streamlit). Anything not plain is built afresh, uncached.
- :func:`dataframe` and :func:`table` draw it: ``st.dataframe`` / ``st.table`` receive the Arrow table, whose bytes
  are the bytes Streamlit would have made from the DataFrame (``tests/test_tables.py`` checks it), so the browser
  gets what it got before.
- Where ``ui.numbers.frame`` turns the DataFrame into a Styler (the Italian and Hungarian decimal commas, grouped
  counts in every language), that Styler too is built once per server, for each table, language and ``group``, and
  marshalled once: Streamlit's marshalling of a Styler (``pandas_styler_utils.marshall_styler``: pandas'
  ``_compute``/``_translate``, then a DataFrame of display texts written cell by cell and converted to Arrow) cost
  40-50 ms for a 7-row table, on every run (the tokens page's table of counts, in English too; every table of
  numbers in Italian and Hungarian). ``ui.internals.marshal_once`` has Streamlit copy the styling a shared Styler
  was marshalled into (the same proto fields, made by Streamlit's own function) and marshal any other Styler
  itself; under ``TBT_STOCK=1`` the shared Styler is marshalled by Streamlit on every run.
- Nothing cached is language-dependent by itself: the texts of the rows and headers, which are, are the key.
- Shared between sessions: never mutate a :class:`Table`'s DataFrame (the CSV of a table reads it).
- Memory: at most :data:`MAX_ENTRIES` tables, least recently used dropped first.
"""
from __future__ import annotations

import threading
from collections import OrderedDict
from dataclasses import dataclass

import pandas as pd
import pyarrow as pa
import streamlit as st

from . import internals
from .figures import Unhashable, key_of
from .i18n import language
from .numbers import frame as localised

MAX_ENTRIES = 512
ENABLED = True                  # False: every table built afresh, as before (tests compare the two)

_lock = threading.Lock()
_store: OrderedDict = OrderedDict()
stats = {"hits": 0, "misses": 0, "uncached": 0}


@dataclass(frozen=True, eq=False)
class Table:
    """One table, shared: ``frame`` is the DataFrame (never mutate it), ``arrow`` its Arrow form (None: not
    converted, draw the DataFrame), ``range_index``: the DataFrame has a default index (``st.table`` hides it),
    ``key``: its key in the store (None: built afresh, not shared)."""

    frame: pd.DataFrame
    arrow: object
    range_index: bool
    key: object = None


def _build(data, key=None) -> Table:
    df = pd.DataFrame(data)
    try:
        arrow = pa.Table.from_pandas(df)         # what Streamlit does first with a DataFrame
    except Exception:                            # (Streamlit would fix its column types or raise: leave it to it)
        arrow = None
    return Table(df, arrow, isinstance(df.index, pd.RangeIndex), key)


def get(data) -> Table:
    """The :class:`Table` of ``pd.DataFrame(data)``, built once per server for plain ``data``."""
    if isinstance(data, pd.DataFrame):
        raise TypeError("pass the rows (a dict of columns or a list of row dicts), not a DataFrame")
    if not ENABLED:
        return _build(data)
    try:
        key = key_of(data)                     # (this store holds tables only)
    except Unhashable:
        stats["uncached"] += 1
        return _build(data)
    with _lock:
        hit = _store.get(key)
        if hit is not None:
            _store.move_to_end(key)
            stats["hits"] += 1
            return hit
    built = _build(data, key)
    with _lock:
        stats["misses"] += 1
        built = _store.setdefault(key, built)
        while len(_store) > MAX_ENTRIES:
            _store.popitem(last=False)
    return built


_styled: OrderedDict = OrderedDict()     # (table key, language, group) -> the shared Styler (or the frame itself)


def _shown(table: Table, group: bool):
    """What to hand Streamlit: the Arrow table, or the language's Styler of the DataFrame (``ui.numbers.frame``),
    shared and marshalled once when the table is."""

    lang = language()
    key = (table.key, lang, group)
    if ENABLED and table.key is not None:
        with _lock:
            hit = _styled.get(key)
            if hit is not None:
                _styled.move_to_end(key)
        if hit is None:
            hit = localised(table.frame, lang, group=group)
            # a Styler is shared only once marshalled (stock: Streamlit computes it on every run, so each run its own)
            if hit is table.frame or internals.marshal_once(hit):
                with _lock:
                    hit = _styled.setdefault(key, hit)
                    while len(_styled) > MAX_ENTRIES:
                        _styled.popitem(last=False)
        shown = hit
    else:
        shown = localised(table.frame, lang, group=group)
    return table.arrow if shown is table.frame and table.arrow is not None else shown


EAGER_ROWS = 1000                # Streamlit sends a table this small whole (lazy delivery starts far above it)


def dataframe(data, *, group: bool = False, where=st, **kwargs):
    """``where.dataframe(frame(pd.DataFrame(data), group=group), **kwargs)``, the table built once per server.

    A small Arrow table goes with ``lazy=False``: what Streamlit decides for it anyway, without reading the
    table's pandas metadata on every run to find out."""
    tab = get(data)
    shown = _shown(tab, group)
    if tab.arrow is not None and shown is tab.arrow and tab.arrow.num_rows <= EAGER_ROWS:
        kwargs.setdefault("lazy", False)
    return where.dataframe(shown, **kwargs)


def table(data, *, group: bool = False, **kwargs) -> Table:
    """``st.table(frame(pd.DataFrame(data), group=group), **kwargs)``, the table built once per server; returns the
    :class:`Table` (its DataFrame for a CSV)."""
    tab = get(data)
    shown = _shown(tab, group)
    if shown is tab.arrow and kwargs.get("hide_index") is None:
        kwargs["hide_index"] = tab.range_index   # what st.table works out from the DataFrame itself
    st.table(shown, **kwargs)
    return tab


def clear() -> None:
    with _lock:
        _store.clear()
        _styled.clear()
