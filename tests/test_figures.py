"""Figures built once per server (ui/figures.py): the same inputs give the same shared figure, other inputs or
another language a new one; what the browser receives is exactly what it received before; shared figures refuse
changes; and every page and tab draws the same chart specs with the cache on as with it off."""
from __future__ import annotations

import json

import numpy as np
import plotly.io as pio
import plotly.tools
import pytest

from tests.test_captions import charts_and_texts
from ui.chapters import CHAPTERS

from ui import cached_charts, charts, figures
from ui.chapters.count_table import charts as charts_count
from ui.numbers import separators


def targets() -> list[tuple[str, dict]]:
    """Every (page, query) view, from the chapters' specs."""
    return [(c.page, query) for c in CHAPTERS for query in c.views()]


@pytest.fixture(autouse=True)
def fresh_cache():
    figures.clear()
    yield
    figures.clear()


def test_same_inputs_same_figure_other_inputs_another():
    a = cached_charts.bars(["a", "b"], [1.0, 2.0], title="t")
    assert cached_charts.bars(["a", "b"], [1.0, 2.0], title="t") is a
    assert cached_charts.bars(["a", "b"], [1.0, 2.5], title="t") is not a
    assert cached_charts.bars(["a", "b"], [1.0, 2.0], title="u") is not a
    assert cached_charts.bars(["a", "b"], [1, 2], title="t") is not a        # ints are not floats: another key


def test_arrays_are_keyed_by_values_dtype_and_shape():
    N = np.arange(9).reshape(3, 3)
    args = dict(show="counts", log=False, outline_empty=False, numbers=False, hovertemplate="%{x}",
                colorbar_title="", x_title="", y_title="")
    P = N / N.sum()
    f = charts_count.count_heatmap(N, P, "abc", **args)
    assert charts_count.count_heatmap(N.copy(), P.copy(), "abc", **args) is f
    M = N.copy()
    M[2, 2] = 99
    assert charts_count.count_heatmap(M, P, "abc", **args) is not f
    assert charts_count.count_heatmap(N.astype(float), P, "abc", **args) is not f
    assert charts_count.count_heatmap(N.reshape(3, 3).T.copy(), P, "abc", **args) is not f


def test_language_and_projector_mode_are_part_of_the_key(monkeypatch):
    ctx = {"v": ("en", False)}
    monkeypatch.setattr(figures, "_context", lambda: ctx["v"])
    en = cached_charts.lines([1, 2, 3], {"s": [1.0, 2.0, 3.0]})
    ctx["v"] = ("it", False)
    it = cached_charts.lines([1, 2, 3], {"s": [1.0, 2.0, 3.0]})
    ctx["v"] = ("it", True)
    projector = cached_charts.lines([1, 2, 3], {"s": [1.0, 2.0, 3.0]})
    assert len({id(en), id(it), id(projector)}) == 3
    assert en.layout.separators == separators("en") and it.layout.separators == separators("it")


def test_the_browser_gets_the_same_json_as_before():
    """Through Streamlit's own path (return_figure_from_figure_or_data, then plotly.io.to_json), the cached figure
    itself is serialised, by plotly's own functions (nothing wrapped, no stand-in)."""
    x, series = [1, 10, 100], {"a": [1.0, 0.1, 0.01], "b": [2.0, 0.5, 0.2]}
    cached = cached_charts.lines(x, series, log_x=True, log_y=True, title="T")
    plain = charts.lines(x, series, log_x=True, log_y=True, title="T")
    plain.layout.separators = separators("en")
    assert pio.to_json.__module__ == "plotly.io._json" and plotly.tools.return_figure_from_figure_or_data.__module__ \
        == "plotly.tools"
    for _ in range(2):                                   # the first and a later run alike
        as_streamlit = pio.to_json(plotly.tools.return_figure_from_figure_or_data(cached, validate_figure=True),
                                   validate=False)
        assert as_streamlit == pio.to_json(plain, validate=False)
    assert json.loads(as_streamlit)["data"][0]["y"] == [1.0, 0.1, 0.01]
    assert cached.to_dict() == plain.to_dict()


def test_shared_figures_refuse_changes_and_uncached_ones_do_not():
    fig = cached_charts.bars(["a"], [1.0])
    for change in (lambda: fig.update_layout(height=1), lambda: fig.add_hline(y=1), lambda: fig.update_traces()):
        with pytest.raises(TypeError, match="cached and shared"):
            change()
    assert cached_charts.bars(["a"], [1.0]).layout.height == 360
    fresh = charts_count.row_bars.uncached(np.array([0.5, 0.5]), "ab", highlight=None, uniform=0.5,
                                           uniform_label="u", title="t", y_title="y")
    fresh.update_layout(height=100)
    assert not isinstance(fresh, figures.Frozen)


def test_a_builder_called_inside_another_is_built_plainly():
    """row_bars calls charts.bars and then adds a line: only row_bars' figure is cached (and frozen)."""
    fig = charts_count.row_bars(np.array([0.25, 0.75]), "ab", highlight=1, uniform=0.5, uniform_label="u",
                                title="t", y_title="y")
    assert isinstance(fig, figures.Frozen) and len(fig.layout.shapes) == 1 and figures.stats["misses"] >= 1


def _bars_with(labels, extra):
    return charts.bars(labels, [1.0] * len(labels))


def test_unfingerprintable_arguments_build_afresh():
    build = figures.cached(_bars_with)
    before = figures.stats["uncached"]
    a, b = build(["a"], object()), build(["a"], object())
    assert a is not b and not isinstance(a, figures.Frozen) and figures.stats["uncached"] == before + 2
    with pytest.raises(figures.Unhashable):
        figures.key_of(object())
    assert build(["a"], None) is build(["a"], None)


def test_memory_is_bounded(monkeypatch):
    monkeypatch.setattr(figures, "MAX_ENTRIES", 3)
    figs = [cached_charts.bars(["a"], [float(i)]) for i in range(5)]
    assert len(figures._store) == 3
    assert cached_charts.bars(["a"], [4.0]) is figs[4] and cached_charts.bars(["a"], [0.0]) is not figs[0]
    monkeypatch.setattr(figures, "MAX_BYTES", 1)
    cached_charts.bars(["a"], [9.0])
    assert len(figures._store) <= 1


@pytest.mark.parametrize("page,query", targets()[:1] + [t for t in targets() if t[0] == "pages/count_table.py"]
                         + [t for t in targets() if t[0] == "pages/attention.py"][:2])
def test_pages_draw_the_same_specs_with_and_without_the_cache(app, monkeypatch, page, query):
    on = [spec for spec, _ in charts_and_texts(app(page, timeout=300, **query))]
    again = [spec for spec, _ in charts_and_texts(app(page, timeout=300, **query))]    # served from the cache
    monkeypatch.setattr(figures, "ENABLED", False)
    off = [spec for spec, _ in charts_and_texts(app(page, timeout=300, **query))]
    assert on and on == again == off
