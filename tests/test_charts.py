"""The shared chart template: every figure starts with projector-sized, near-black text, set in one place."""
import numpy as np
import plotly.graph_objects as go
import plotly.io as pio
import pytest

from ui import charts


def luminance(hex_colour: str) -> float:
    r, g, b = (int(hex_colour.lstrip("#")[i:i + 2], 16) / 255 for i in (0, 2, 4))
    lin = [c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4 for c in (r, g, b)]
    return 0.2126 * lin[0] + 0.7152 * lin[1] + 0.0722 * lin[2]


def test_template_is_the_default_and_text_is_large_and_dark():
    assert pio.templates.default == charts.TEMPLATE
    layout = pio.templates[charts.TEMPLATE].layout
    fonts = [layout.font, layout.legend.font, layout.hoverlabel.font, layout.xaxis.tickfont, layout.yaxis.tickfont,
             layout.xaxis.title.font, layout.yaxis.title.font, layout.annotationdefaults.font,
             layout.coloraxis.colorbar.tickfont]
    for font in fonts:
        assert font.size >= 16
        assert (1.05) / (luminance(font.color) + 0.05) >= 15, font.color     # contrast on white, near-black
    data = pio.templates[charts.TEMPLATE].data
    assert data.heatmap[0].textfont.size >= 16 and data.bar[0].textfont.size >= 16


@pytest.mark.parametrize("build", [
    lambda: charts.heatmap(np.eye(3), "abc", "abc", text=np.full((3, 3), "1")),
    lambda: charts.bars(["a", "b"], [1, 2], text=["1", "2"]),
    lambda: charts.lines([1, 2], {"s": [1, 2]}),
    lambda: charts.histogram([1, 2, 3], marker=2.0, marker_label="here"),
])
def test_builders_set_no_fonts_of_their_own(build):
    fig = build()
    assert fig.layout.template.layout.font.size == charts.FONT_SIZE
    assert fig.layout.font.size is None and fig.layout.xaxis.tickfont.size is None
    assert all(tr.textfont.size is None for tr in fig.data if "textfont" in tr)


def test_compact_cell_text():
    from ui.chapters.count_table.charts import compact_count, compact_percent

    assert [compact_count(n) for n in (0, 7, 99, 100, 949, 950, 6763)] == ["0", "7", "99", ".1k", ".9k", "1k", "7k"]
    assert [compact_percent(p) for p in (0.0, 0.001, 0.1944, 0.5)] == ["0", "<1", "19", "50"]


@pytest.mark.parametrize("count, total", [(1, 10**12), (1, 1000), (49, 10_000), (1, 200), (1, 201)])
def test_a_nonzero_probability_is_never_shown_as_an_empty_cell(count, total):
    """The grid writes 0 for an empty cell only (the page outlines those as never seen); a pair seen once in a busy
    row, up to a whole-percent reading of 0 (1/200 = 0.5 % reads 0 after rounding half to even), writes <1."""
    from ui.chapters.count_table.charts import compact_percent

    assert compact_percent(count / total) == "<1"
    assert compact_percent(0 / total) == "0"


@pytest.mark.parametrize("count, total, shown", [(6, 1000, "1"), (3, 200, "2"), (1944, 10_000, "19"), (1, 1, "100")])
def test_a_cell_shows_its_whole_percentage(count, total, shown):
    from ui.chapters.count_table.charts import compact_percent

    assert compact_percent(count / total) == shown


def test_titles_and_notes_start_under_the_toolbar_band():
    """Issue 21: plotly's toolbar covers the top TOOLBAR_PX of a chart; a title starts below it, and notes standing
    on the plot's top edge (subplot titles) get their lines' room on top of the band (the browser check is
    tests/browser/test_chart_overlap.py)."""
    from plotly.subplots import make_subplots

    titled = charts.style(go.Figure(), title="t")
    assert titled.layout.title.yref == "container" and titled.layout.title.pad.t >= charts.TOOLBAR_PX
    two = make_subplots(rows=1, cols=2, subplot_titles=("a<br>b", "c"))
    assert charts.style(two).layout.margin.t >= charts.TOOLBAR_PX + 2 * charts.NOTE_LINE_PX
    assert charts.style(go.Figure()).layout.margin.t == 20          # nothing above the plot: as before


def test_wrap_keeps_the_words_and_legend_below_sits_in_the_figures_own_coordinates():
    text = "L1 head 1: prev 0.49, first 0.21 (k = 2)"
    wrapped = charts.wrap(text, 13)
    assert wrapped.replace("<br>", " ") == text
    assert all(len(line) <= 13 for line in wrapped.split("<br>")) and "(k = 2)" in wrapped.split("<br>")
    legend = charts.legend_below(go.Figure()).layout.legend
    assert (legend.yref, legend.y, legend.yanchor, legend.orientation) == ("container", 0, "bottom", "h")
