"""Take-home controls (ui/export.py): figures read back as tables, CSV files, the charts' mode-bar config, the
link to the view, the export catalogue, and the check that every chart and table has a CSV button holding its
numbers (``check_csv``, run by tests/test_views.py on every page and tab)."""
from __future__ import annotations

import base64
import io
import json

import numpy as np
import pandas as pd
import plotly.graph_objects as go

from lm_core import book
from ui import charts, export

# ----------------------------------------------------------------------------------------- figures as tables


def read(data: bytes) -> pd.DataFrame:
    assert data.startswith(b"\xef\xbb\xbf")                 # the byte-order mark a spreadsheet needs for ő, à
    return pd.read_csv(io.BytesIO(data), encoding="utf-8-sig", keep_default_na=False, na_values=[""])


def test_a_lone_heatmap_is_its_matrix_with_labels():
    z = np.array([[0.5, 1.25, 2.0], [3.0, 4.0, 5.5]])
    fig = charts.heatmap(z, ["a", "b", "c"], ["x", "y"], yaxis_title="current")
    back = read(export.csv_bytes(fig))
    assert list(back.columns) == ["current", "a", "b", "c"]
    assert list(back["current"]) == ["x", "y"]
    np.testing.assert_array_equal(back[["a", "b", "c"]].to_numpy(), z)


def test_lines_become_a_long_table_one_row_per_point():
    fig = charts.lines([1, 2, 3], {"train": [0.5, 0.25, 0.125], "val": [1.5, 2.5, 3.5]})
    back = read(export.csv_bytes(fig))
    assert list(back.columns) == ["trace", "x", "y"]
    assert list(back["trace"]) == ["train"] * 3 + ["val"] * 3
    np.testing.assert_array_equal(back["y"], [0.5, 0.25, 0.125, 1.5, 2.5, 3.5])
    np.testing.assert_array_equal(back["x"], [1, 2, 3, 1, 2, 3])


def test_bars_keep_their_labels_and_text_exactly():
    vals = [1 / 3, 2 / 3]
    back = read(export.csv_bytes(charts.bars(["é", "ő"], vals, text=["33%", "67%"])))
    assert list(back.columns) == ["x", "y", "text"]
    assert list(back["x"]) == ["é", "ő"] and list(back["text"]) == ["33%", "67%"]
    assert list(back["y"]) == vals                           # full precision: the CSV round-trips floats


def test_customdata_rows_become_columns_and_a_heatmap_with_it_goes_long():
    fig = go.Figure(go.Scatter(x=[1, 2], y=[3, 4], customdata=[[10, 0.1], [20, 0.2]], name="s"))
    back = read(export.csv_bytes(fig))
    assert list(back.columns) == ["trace", "x", "y", "customdata_0", "customdata_1"]
    assert list(back["customdata_1"]) == [0.1, 0.2]
    heat = go.Figure(go.Heatmap(z=[[1, 2], [3, 4]], x=["a", "b"], y=["p", "q"], customdata=[[5, 6], [7, 8]]))
    back = read(export.csv_bytes(heat))
    assert list(back["y"]) == ["p", "p", "q", "q"] and list(back["x"]) == ["a", "b", "a", "b"]
    assert list(back["z"]) == [1, 2, 3, 4] and list(back["customdata_0"]) == [5, 6, 7, 8]


def test_a_heatmap_that_goes_long_keeps_each_cell_under_its_own_row_and_column():
    """A 2 × 3 heatmap (not square: a row-for-column slip shows): cell (r, c) in the CSV is z[r][c], labelled by
    the r-th y label and the c-th x label, written out by hand."""
    z = [[1, 2, 3], [4, 5, 6]]
    heat = go.Figure(go.Heatmap(z=z, x=["a", "b", "c"], y=["p", "q"], customdata=[[7, 8, 9], [10, 11, 12]]))
    back = read(export.csv_bytes(heat))
    assert list(zip(back["y"], back["x"], back["z"], back["customdata_0"])) == [
        ("p", "a", 1, 7), ("p", "b", 2, 8), ("p", "c", 3, 9), ("q", "a", 4, 10), ("q", "b", 5, 11), ("q", "c", 6, 12)]


def test_a_lone_heatmap_whose_labels_do_not_fit_is_numbered():
    """Labels that do not match the matrix's size are not stretched over it: rows and columns are numbered."""
    back = read(export.csv_bytes(go.Figure(go.Heatmap(z=[[1, 2, 3], [4, 5, 6]], x=["a", "b"], y=["p"]))))
    assert list(back.columns)[1:] == ["0", "1", "2"] and list(back.iloc[:, 0]) == [0, 1]


def test_matrix_pairs_of_a_non_square_table():
    """Two rows and three columns: each cell under its own (row, column) pair, by hand."""
    N = np.array([[1, 2, 3], [4, 5, 6]])
    frame = export.matrix_pairs({"count": N}, ["r0", "r1"], ["c0", "c1", "c2"], "current", "next")
    back = read(export.csv_bytes(frame))
    assert list(zip(back["current"], back["next"], back["count"])) == [
        ("r0", "c0", 1), ("r0", "c1", 2), ("r0", "c2", 3), ("r1", "c0", 4), ("r1", "c1", 5), ("r1", "c2", 6)]


def test_a_histogram_gives_its_samples_and_shapes_are_not_data():
    back = read(export.csv_bytes(charts.histogram([1.5, 2.5, 2.5], marker=2.0, marker_label="here")))
    assert list(back.columns) == ["x"] and list(back["x"]) == [1.5, 2.5, 2.5]


def test_a_table_trace_and_an_empty_figure():
    fig = go.Figure(go.Table(header=dict(values=["k", "v"]), cells=dict(values=[["a", "b"], [1, 2]])))
    back = read(export.csv_bytes(fig))
    assert list(back.columns) == ["k", "v"] and list(back["v"]) == [1, 2]
    assert export.figure_frame(go.Figure()).empty


def test_matrix_pairs_and_dataframe_sources():
    N, P = np.array([[1, 2], [3, 4]]), np.array([[0.25, 0.75], [0.5, 0.5]])
    frame = export.matrix_pairs({"count": N, "p": P}, [".", "a"], [".", "a"], "current", "next")
    back = read(export.csv_bytes(lambda: frame))
    assert list(back.columns) == ["current", "next", "count", "p"]
    assert list(back["count"]) == [1, 2, 3, 4] and list(back["p"]) == [0.25, 0.75, 0.5, 0.5]
    assert list(back["next"]) == [".", "a", ".", "a"]
    indexed = pd.DataFrame({"m": ["x", "y"], "v": [1, 2]}).set_index("m")
    assert read(export.csv_bytes(indexed)).columns.tolist() == ["m", "v"]       # a named index is kept
    assert read(export.csv_bytes(pd.DataFrame({"v": [1]}))).columns.tolist() == ["v"]


def test_slugs_are_ascii_file_names():
    assert export.slug("Átlag P(a|b) – ő") == "atlag_p_a_b_o"
    assert export.slug("wv_neigh_glove") == "wv_neigh_glove"
    assert export.slug("") == "" and len(export.slug("x" * 200)) == export.SLUG_MAX


# (the export catalogue, its language-neutral format names included: tests/test_i18n_catalogues.py)


# --------------------------------------------------------------------------- the app: config, link, buttons


def chart_config(chart) -> dict:
    return json.loads(chart.proto.config)


def test_charts_keep_the_mode_bar_and_name_their_image(app):
    at = app("pages/count_table.py")
    configs = [chart_config(c) for c in at.get("plotly_chart")]
    assert configs and all(c["displayModeBar"] is True and c["displaylogo"] is False for c in configs)
    heat = configs[0]["toImageButtonOptions"]
    assert heat == {"format": "png", "filename": f"count_table-ct_heatmap-seed{book.SEED}", "scale": 2}
    names = [c["toImageButtonOptions"]["filename"] for c in configs]
    assert len(set(names)) == len(names)                     # one file name per chart


def test_svg_format_and_seed_come_from_the_link(app):
    at = app("pages/count_table.py", img="svg", seed=7)
    heat = chart_config(at.get("plotly_chart")[0])["toImageButtonOptions"]
    assert heat == {"format": "svg", "filename": "count_table-ct_heatmap-seed7"}
    assert at.sidebar.radio[-1].value == "svg"
    at.sidebar.radio[-1].set_value("png").run()
    assert chart_config(at.get("plotly_chart")[0])["toImageButtonOptions"]["format"] == "png"
    assert "img" not in at.query_params                      # the default is left out of the link


def sidebar_link(at) -> str:
    codes = at.sidebar.get("code")
    assert len(codes) == 1
    return codes[0].value


def test_the_link_follows_the_controls(app):
    at = app("pages/count_table.py")
    assert "ct_alpha" not in sidebar_link(at)
    at.select_slider(key="ct_alpha").set_value(0.1).run()
    assert not at.exception
    assert "ct_alpha=0.1" in sidebar_link(at)
    at.sidebar.number_input(key="seed").set_value(42).run()
    link = sidebar_link(at)
    assert "seed=42" in link and "ct_alpha=0.1" in link
    assert chart_config(at.get("plotly_chart")[0])["toImageButtonOptions"]["filename"].endswith("-seed42")


# ------------------------------------------------------------------- every chart and table of every page


def decode(values):
    """A trace attribute from the chart's JSON (plotly sends numeric arrays base64-typed) as an array."""
    if isinstance(values, dict) and "bdata" in values:
        arr = np.frombuffer(base64.b64decode(values["bdata"]), dtype=np.dtype(values["dtype"]))
        return arr.reshape([int(s) for s in str(values["shape"]).split(",")]) if "shape" in values else arr
    return np.asarray(values, dtype=object)


def numeric(arr) -> np.ndarray | None:
    try:
        out = np.asarray(arr, dtype=float)
    except (TypeError, ValueError):
        return None
    return out if out.size else None


def figure_vectors(spec: dict) -> list[np.ndarray]:
    """Every numeric x, y, z (flattened) and customdata column of the chart's traces."""
    out = []
    for tr in spec.get("data", []):
        for attr in ("x", "y", "z", "customdata"):
            if attr not in tr:
                continue
            arr = numeric(decode(tr[attr]))
            if arr is None:
                continue
            if attr == "customdata" and arr.ndim >= 2:
                out += [arr.reshape(arr.shape[0] * (arr.shape[1] if arr.ndim == 3 else 1), -1)[:, k]
                        for k in range(arr.shape[-1])]
            else:
                out.append(arr.reshape(-1))
    return out


def csv_vectors(frame: pd.DataFrame) -> list[np.ndarray]:
    """Every numeric column of a CSV (also per trace of a long table), and its numeric block read row by row
    (a heatmap's matrix, with or without its first column)."""
    parts = [frame] + ([g for _, g in frame.groupby("trace", sort=False)] if "trace" in frame.columns else [])
    cols = [numeric(part[c]) for part in parts for c in part.columns if c != "trace"]
    cols = [c for c in cols if c is not None]
    blocks = [frame.iloc[:, k:].select_dtypes("number").to_numpy(dtype=float).reshape(-1) for k in (0, 1)]
    return cols + [b for b in blocks if b.size]               # (k = 1: the row labels may read as numbers)


def same(a: np.ndarray, b: np.ndarray) -> bool:
    return a.shape == b.shape and np.allclose(np.sort(a), np.sort(b), rtol=1e-9, atol=1e-12, equal_nan=True)


def check_csv(at, stem: str, query: dict, deferred: dict) -> bool:
    """One English render of chapter ``stem``'s view ``query`` (tests/test_views.py runs it on every view): a CSV
    button for every chart and table, one file name each, named after the page and the seed, each chart's beside it
    under the chart's own name; the first chart's CSV parses and holds the figure's numbers. ``deferred``: file id
    -> (file name, callable) of the downloads the run registered. Returns whether a chart's CSV was read."""
    charts_ = at.get("plotly_chart")
    buttons = [b for b in at.get("download_button") if b.proto.label == "CSV"]
    assert len(buttons) >= len(charts_) + len(at.table), (query, len(buttons), len(charts_), len(at.table))
    files = {deferred[b.proto.deferred_file_id][0]: b.proto.deferred_file_id for b in buttons}
    assert len(files) == len(buttons)                    # one file name per button
    assert all(name.startswith(f"{stem}-") and name.endswith(f"-seed{book.SEED}.csv") for name in files)
    for chart in charts_:                                # each chart's CSV sits beside it, under its name
        assert chart_config(chart)["toImageButtonOptions"]["filename"] + ".csv" in files
    if not charts_:
        return False
    # one chart per page and tab: its CSV parses and holds the figure's numbers
    chart = charts_[0]
    name = chart_config(chart)["toImageButtonOptions"]["filename"] + ".csv"
    file_name, make = deferred[files[name]]
    assert file_name == name
    frame = read(make())
    assert len(frame) > 0
    vectors = figure_vectors(json.loads(chart.proto.spec))
    biggest = max(v.size for v in vectors)
    found = csv_vectors(frame)
    assert any(same(v, c) for v in vectors if v.size == biggest for c in found), (query, name)
    return True
