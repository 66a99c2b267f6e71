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


def _titled_one(labels):
    return charts.bars(labels, [1.0] * len(labels), title="one")


def _titled_two(labels):
    return charts.bars(labels, [1.0] * len(labels), title="two")


def test_two_builders_given_the_same_arguments_never_share_a_figure():
    """The builder is part of the key: another chart with the same inputs is another figure."""
    one, two = figures.cached(_titled_one), figures.cached(_titled_two)
    assert one(["a"]).layout.title.text == "one" and two(["a"]).layout.title.text == "two"
    assert one(["a"]) is one(["a"])
    plain = one.uncached(["a"])                      # the builder itself: a figure of the caller's own
    plain.update_layout(height=100)
    assert plain.layout.height == 100 and not isinstance(plain, figures.Frozen)


def test_outside_a_streamlit_run_figures_are_written_the_english_way():
    """No run, no language chosen: English's decimal point and thousands comma (plotly's ``separators``: the
    decimal mark, then the thousands separator)."""
    fig = figures.cached(_titled_one)(["a"])
    assert fig.layout.separators == ".,"


def test_the_least_recently_used_figure_goes_first_and_every_call_is_counted(monkeypatch):
    monkeypatch.setattr(figures, "MAX_ENTRIES", 3)
    build = figures.cached(_bars_with)
    before = dict(figures.stats)
    a, b, c = (build([x], None) for x in "abc")
    assert build(["a"], None) is a                   # a used again: b is now the oldest
    d = build(["d"], None)
    assert build(["a"], None) is a and build(["d"], None) is d and build(["c"], None) is c
    assert build(["b"], None) is not b
    assert figures.stats["misses"] - before["misses"] == 5 and figures.stats["hits"] - before["hits"] == 4
    assert figures.stats["uncached"] == before["uncached"]


def test_the_byte_bound_keeps_exactly_what_fits(monkeypatch):
    """MAX_BYTES bounds the JSON the browser gets (plotly's ``to_json`` of each figure), counted afresh after
    ``clear()``: figures whose sizes add up to the bound are all kept, one byte more drops the oldest."""
    build = figures.cached(_bars_with)
    size = {x: len(pio.to_json(build([x * 3], None).to_dict(), validate=False)) for x in "abc"}
    figures.clear()
    monkeypatch.setattr(figures, "MAX_BYTES", size["a"] + size["b"])
    a, b = build(["aaa"], None), build(["bbb"], None)
    assert len(figures._store) == 2
    c = build(["ccc"], None)                           # a + b + c > the bound: a, the oldest, goes
    assert len(figures._store) == 2 and build(["ccc"], None) is c and build(["bbb"], None) is b
    assert build(["aaa"], None) is not a               # built again: c, now the oldest, goes; b, used last, stays
    assert len(figures._store) == 2 and build(["bbb"], None) is b
    figures.clear()
    monkeypatch.setattr(figures, "MAX_BYTES", size["a"] + size["b"] - 1)
    a = build(["aaa"], None)
    build(["bbb"], None)
    assert len(figures._store) == 1 and build(["aaa"], None) is not a


def test_a_builder_that_raises_leaves_the_cache_as_it_was():
    calls = {"n": 0}

    def flaky(labels):
        calls["n"] += 1
        if calls["n"] == 1:
            raise RuntimeError("the first try fails")
        return charts.bars(labels, [1.0])

    build = figures.cached(figures.cached(flaky))      # (a cached builder inside another)
    with pytest.raises(RuntimeError):
        build(["a"])
    fig = build(["a"])
    assert isinstance(fig, figures.Frozen) and build(["a"]) is fig and calls["n"] == 2
