"""Tables built once per server (ui/tables.py): the same plain rows give the same shared table, other rows another;
Streamlit receives the bytes it made from the DataFrame before; the language's Styler is still made per run from
the shared DataFrame, which nothing changes; and the neural, tokens and sentences pages send the same tables with
the cache on as with it off, in English and in Italian."""
from __future__ import annotations

import pandas as pd
import pytest
from streamlit import dataframe_util

from tests.test_captions import leaves
from ui import tables


@pytest.fixture(autouse=True)
def fresh_cache():
    tables.clear()
    yield
    tables.clear()


def _bytes(table):
    return dataframe_util.convert_arrow_table_to_arrow_bytes(table)


ROWS = [
    {"a": ["x", "y"], "b": [1, 2], "c": [0.5, 0.25]},
    [{"k": "1", "n": 3, "p": 1.5}, {"k": "2", "n": 4, "p": 2.5}],
    {"only": ["é", "ő", "→"]},
    {"mixed": ["1", 2, None]},                 # (object column: pyarrow may need Streamlit's fixes)
]


@pytest.mark.parametrize("data", ROWS)
def test_arrow_bytes_are_the_ones_streamlit_makes_from_the_dataframe(data):
    tab = tables.get(data)
    assert tab.frame.equals(pd.DataFrame(data))
    if tab.arrow is not None:
        assert _bytes(tab.arrow) == dataframe_util.convert_pandas_df_to_arrow_bytes(pd.DataFrame(data))
    assert tab.range_index


def test_same_rows_same_table_other_rows_another():
    a = tables.get({"a": [1.0, 2.0]})
    assert tables.get({"a": [1.0, 2.0]}) is a
    assert tables.get({"a": [1, 2]}) is not a                # ints are not floats
    assert tables.get({"a": [1.0, 2.5]}) is not a
    assert tables.get({"b": [1.0, 2.0]}) is not a            # the header (a translated text) is part of the key
    assert tables.get({"a": [True, False]}) is not tables.get({"a": [1, 0]})
    assert tables.get({"x": [1], "y": [2]}) is not tables.get({"y": [2], "x": [1]})    # column order
    with pytest.raises(TypeError):
        tables.get(pd.DataFrame({"a": [1]}))


def test_unplain_rows_build_afresh_and_memory_is_bounded(monkeypatch):
    before = tables.stats["uncached"]
    odd = {"a": [object()]}
    assert tables.get(odd) is not tables.get(odd) and tables.stats["uncached"] == before + 2
    monkeypatch.setattr(tables, "MAX_ENTRIES", 3)
    made = [tables.get({"a": [float(i)]}) for i in range(5)]
    assert len(tables._store) == 3 and tables.get({"a": [4.0]}) is made[4] and tables.get({"a": [0.0]}) is not made[0]


def test_the_languages_styler_is_made_once_from_the_shared_frame(monkeypatch):
    data = {"name": ["a", "b"], "p": [0.5, 0.25], "n": [1000, 2000]}
    tab = tables.get(data)
    monkeypatch.setattr("ui.tables.language", lambda: "en")
    assert tables._shown(tab, group=False) is tab.arrow                  # English: the Arrow table as it is
    grouped = tables._shown(tab, group=True)                           # counts grouped: a Styler, as before
    assert grouped is not tab.arrow and grouped.data is tab.frame
    assert tables._shown(tab, group=True) is grouped                   # ... made once
    monkeypatch.setattr("ui.tables.language", lambda: "it")               # Italian: a Styler over the shared frame
    styler = tables._shown(tab, group=False)
    assert styler is not tab.arrow and styler.data is tab.frame and styler is not grouped
    assert tables._shown(tab, group=False) is styler                  # one per table, language and group
    styler.to_html()                                                  # drawing it leaves the frame as it was
    assert tab.frame.equals(pd.DataFrame(data))
    monkeypatch.setattr(tables, "ENABLED", False)                     # off: a Styler of its own each run
    assert tables._shown(tab, group=False) is not styler


@pytest.mark.parametrize("lang,group", [("en", True), ("it", False), ("hu", True)])
def test_a_shared_styler_sends_what_streamlit_makes_of_a_fresh_one(monkeypatch, lang, group):
    """Streamlit's marshalling reaches ui/internals.py's, and a shared Styler's proto is the one
    Streamlit makes of the same Styler built afresh, uuid aside, run after run (st.table's ``arrow.marshall`` here;
    st.dataframe calls the same ``marshall_styler``, and the pages' bytes are compared below); marshalling it
    computes nothing again (it is shared between sessions)."""
    from streamlit.elements import arrow
    from streamlit.proto.ArrowData_pb2 import ArrowData

    from ui.numbers import frame

    from streamlit.elements.lib import pandas_styler_utils

    from ui import internals

    assert internals.install_styler() and arrow.marshall_styler is internals._marshall_styler
    data = {"name": ["a", "b"], "p": [0.5, 1234.25], "n": [1000, 2000000]}
    monkeypatch.setattr("ui.tables.language", lambda: lang)
    shared = tables._shown(tables.get(data), group=group)
    for name in ("_compute", "_translate"):
        monkeypatch.setattr(shared, name, lambda *a, **k: pytest.fail("a shared Styler computed again"))
    for _ in range(2):
        got, want = ArrowData(), ArrowData()
        arrow.marshall(got, shared, "ignored")
        fresh = frame(pd.DataFrame(data), lang, group=group)
        pandas_styler_utils.marshall_styler(want, fresh, "ignored")
        want.data = dataframe_util.convert_anything_to_arrow_bytes(fresh)
        assert got.styler.display_values == want.styler.display_values and got.data == want.data
        assert got.styler.styles.replace(shared.uuid, fresh.uuid) == want.styler.styles
        assert got.styler.display_values                              # it was styled: numbers written as text


def _tables_sent(at) -> list[bytes]:
    """Each table's proto as sent, a Styler's uuid masked (pandas draws a random one for every Styler, with the
    cache on or off)."""
    out = []
    for el in leaves(at.main):
        if type(el).__name__ not in ("Dataframe", "Table"):
            continue
        raw = el.proto.SerializeToString()
        uuid = el.proto.arrow_data.styler.uuid if el.proto.HasField("arrow_data") else ""
        out.append(raw.replace(uuid.encode(), b"?" * len(uuid)) if uuid else raw)
    return out


PAGES = [("pages/neural.py", "en"), ("pages/neural.py", "it"), ("pages/tokens.py", "en"), ("pages/tokens.py", "hu"),
         ("pages/sentences.py", "en")]


@pytest.mark.parametrize("page,lang", PAGES)
def test_pages_send_the_same_tables_with_and_without_the_cache(app, monkeypatch, page, lang):
    on = _tables_sent(app(page, timeout=300, lang=lang))
    again = _tables_sent(app(page, timeout=300, lang=lang))          # served from the cache
    assert tables.stats["hits"] >= len(on) > 0
    for tab in list(tables._store.values()):                        # nothing changed a shared frame
        if tab.arrow is not None:
            assert _bytes(tab.arrow) == dataframe_util.convert_pandas_df_to_arrow_bytes(tab.frame)
    monkeypatch.setattr(tables, "ENABLED", False)
    off = _tables_sent(app(page, timeout=300, lang=lang))
    assert on == again == off


class _Where:
    """Stands for ``st`` (or a column): records what ``dataframe``/``table`` were handed."""

    def __init__(self):
        self.calls = []

    def dataframe(self, data, **kwargs):
        self.calls.append((data, kwargs))
        return "what st.dataframe returned"

    table = dataframe


def _streamlit_bytes(data):
    return dataframe_util.convert_pandas_df_to_arrow_bytes(pd.DataFrame(data))


def test_dataframe_hands_streamlit_the_arrow_of_the_rows_and_a_small_table_whole(monkeypatch):
    """English, no grouping: Streamlit gets the Arrow table of the rows (the bytes it makes of their DataFrame) and
    the caller's options; a table of at most 1,000 rows goes with ``lazy=False`` (what Streamlit's docs say it
    does with one that small anyway), a larger one is left to Streamlit, and a caller's ``lazy`` wins."""
    monkeypatch.setattr("ui.tables.language", lambda: "en")
    where = _Where()
    small = {"n": list(range(1000)), "p": [0.5] * 1000}
    assert tables.dataframe(small, where=where, height=200) == "what st.dataframe returned"
    data, kwargs = where.calls[-1]
    assert _bytes(data) == _streamlit_bytes(small) and kwargs == {"height": 200, "lazy": False}
    tables.dataframe(small, where=where, lazy=True)
    assert where.calls[-1][1] == {"lazy": True}
    large = {"n": list(range(1001))}
    tables.dataframe(large, where=where)
    data, kwargs = where.calls[-1]
    assert _bytes(data) == _streamlit_bytes(large) and kwargs == {}


def test_grouped_or_italian_tables_go_as_a_styler_writing_the_numbers_for_the_language(monkeypatch):
    """``group=True``: counts with the language's thousands separator; Italian: a decimal comma. The texts are
    written out here (1,000 / 0,5), the Styler's data is the rows' DataFrame, and the default is ungrouped."""
    where = _Where()
    data = {"n": [1000, 20], "p": [0.5, 0.25]}
    monkeypatch.setattr("ui.tables.language", lambda: "en")
    tables.dataframe(data, where=where)
    assert _bytes(where.calls[-1][0]) == _streamlit_bytes(data)                 # default: not grouped
    tables.dataframe(data, where=where, group=True)
    styler = where.calls[-1][0]
    assert styler.data.equals(pd.DataFrame(data)) and "1,000" in styler.to_html()
    monkeypatch.setattr("ui.tables.language", lambda: "it")
    tables.dataframe(data, where=where)
    html = where.calls[-1][0].to_html()
    assert "0,5" in html and "0,25" in html and "1.000" not in html


def test_table_hands_st_table_the_arrow_and_the_index_rule_streamlit_applies(monkeypatch):
    """st.table hides a default (range) index and shows any other; given the Arrow table, it is told so, as it would
    have worked out from the DataFrame (Streamlit's own ``_compute_hide_index`` is the reference); a caller's
    ``hide_index`` wins. It returns the shared table, whose DataFrame is the rows' (a CSV reads it)."""
    from streamlit.elements.table import _compute_hide_index

    monkeypatch.setattr("ui.tables.language", lambda: "en")
    where = _Where()
    monkeypatch.setattr(tables, "st", where)
    ranged, labelled = {"a": [1, 2]}, {"a": {"x": 1, "y": 2}}
    for data in (ranged, labelled):
        tab = tables.table(data)
        shown, kwargs = where.calls[-1]
        assert tab.frame.equals(pd.DataFrame(data)) and tables.table(data) is tab
        assert _bytes(shown) == _streamlit_bytes(data)
        assert kwargs == {"hide_index": _compute_hide_index(pd.DataFrame(data), None)}
    assert where.calls[0][1] == {"hide_index": True} and where.calls[2][1] == {"hide_index": False}
    tables.table(ranged, hide_index=False)
    assert where.calls[-1][1] == {"hide_index": False}
    tables.table({"n": [1000]}, group=True)                                   # a Styler: st.table reads its index
    shown, kwargs = where.calls[-1]
    assert "1,000" in shown.to_html() and kwargs == {}
    tables.table({"n": [1000]})
    assert _bytes(where.calls[-1][0]) == _streamlit_bytes({"n": [1000]})      # default: not grouped


def test_a_table_arrow_cannot_hold_goes_as_its_dataframe():
    tab = tables.get({"mixed": ["1", 2, None]})
    assert tab.arrow is None and tables._shown(tab, group=False) is tab.frame


def test_each_call_is_counted_once_and_the_least_recently_used_table_goes_first(monkeypatch):
    before = dict(tables.stats)
    monkeypatch.setattr(tables, "MAX_ENTRIES", 2)
    a, b = tables.get({"a": [1]}), tables.get({"b": [1]})
    assert tables.get({"a": [1]}) is a                      # a used again: b is now the oldest
    tables.get({"c": [1]})
    assert tables.get({"a": [1]}) is a and tables.get({"b": [1]}) is not b
    assert tables.stats["misses"] - before["misses"] == 4 and tables.stats["hits"] - before["hits"] == 2
    monkeypatch.setattr(tables, "ENABLED", False)           # off: built afresh, nothing kept or counted
    assert tables.get({"a": [1]}) is not tables.get({"a": [1]}) and dict(tables.stats) == {
        "hits": before["hits"] + 2, "misses": before["misses"] + 4, "uncached": before["uncached"]}


def test_a_styler_is_built_once_per_table_language_and_group_and_the_oldest_goes(monkeypatch):
    """The Styler is the costly part (pandas computes it, Streamlit marshals it): a second call builds none; the
    store of Stylers is bounded like the tables', least recently used first; an uncached table, or the cache
    off, gets a Styler of its own each time, written in the language (0,5)."""
    from ui import numbers

    built = []
    monkeypatch.setattr("ui.tables.localised", lambda df, lang, group=False: built.append(lang) or numbers.frame(
        df, lang, group=group))
    monkeypatch.setattr("ui.tables.language", lambda: "it")
    monkeypatch.setattr(tables, "MAX_ENTRIES", 2)
    tabs = [tables.get({"p": [0.5, float(i)]}) for i in range(3)]
    first = tables._shown(tabs[0], False)
    assert tables._shown(tabs[0], False) is first and built == ["it"]
    second = tables._shown(tabs[1], False)
    assert tables._shown(tabs[0], False) is first            # the first used again: the second is the oldest
    tables._shown(tabs[2], False)
    assert len(tables._styled) == 2 and tables._shown(tabs[0], False) is first
    assert tables._shown(tabs[1], False) is not second and built == ["it"] * 4
    odd = tables.get({"p": [0.5], "o": [object()]})
    assert odd.key is None and tables._shown(odd, False) is not tables._shown(odd, False)
    monkeypatch.setattr(tables, "ENABLED", False)
    for tab in (odd, tabs[0]):
        shown = tables._shown(tab, False)
        assert shown.data is tab.frame and "0,5" in shown.to_html() and shown is not first
