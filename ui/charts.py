"""Figure builders shared by every page, styled to read on a projector.

Each builder returns a plotly Figure; :func:`show` puts it on the page. Keep page files free of styling.
"""
from __future__ import annotations

import re
from typing import Sequence

import numpy as np
import plotly.colors as pc
import plotly.graph_objects as go
import plotly.io as pio
import streamlit as st

from . import export, figures
from .i18n import language
from .numbers import separators

FONT_SIZE = 16                 # the smallest chart text anywhere: readable from the back of a room
TEXT_COLOR = "#111111"         # near-black on white (about 18:1), not Streamlit's grey
CELL_INK = "#000000"           # numbers inside heatmap cells: black or white, whichever reads better on the cell
# Series colours, told apart by everyone: the Okabe-Ito set (blue, vermillion, bluish green, orange, reddish purple,
# sky blue) with the app's own blue first, a neutral grey for reference lines and near-black. Simulated deuteranopia
# and protanopia (Machado et al. 2009) keep every pair >= 17 CIELAB units apart (tests/test_a11y_colour.py); the
# old set lost blue against purple (7) and teal against magenta (8). [0] against [1] is the "others / highlighted" pair.
PALETTE = ["#1f5fa8", "#d55e00", "#009e73", "#e69f00", "#cc79a7", "#555555", "#56b4e9", "#111111"]
# Sequential heatmaps: cividis (Nunez et al. 2018), built to be perceptually uniform and to look the same to
# deuteranopes and protanopes; reversed so that more is darker (light yellow -> navy), as the count table has always
# read. Unlike "Blues", whose low end is nearly white (2.9 CIELAB units from the white that empty probabilities leave
# in the count table), every colour of it stays >= 40 units from white and >= 30 from the RNN heatmap's zero grey
# (charts_rnn.ZERO_GREY), for normal, deuteranopic and protanopic vision alike. "Viridis" would do for the white, but
# its greens turn grey for a protanope: it passes within 1 unit of a mid grey (#8c8c8c) and 15 of the old zero grey.
SEQUENTIAL = "Cividis_r"
# Signed values: ColorBrewer's red-white-blue, whose two arms differ in hue along the blue-yellow axis that
# red-green colour blindness keeps, and in lightness.
DIVERGING = "RdBu"


_FONT = dict(size=FONT_SIZE, color=TEXT_COLOR)
_AXIS = dict(tickfont=_FONT, title=dict(font=_FONT), color=TEXT_COLOR)
_COLORBAR = dict(tickfont=_FONT, title=dict(font=_FONT))
_OURS = go.layout.Template(
    layout=dict(font=_FONT, title=dict(font=dict(size=FONT_SIZE + 2, color=TEXT_COLOR)), legend=dict(font=_FONT),
                hoverlabel=dict(font=_FONT), xaxis=_AXIS, yaxis=_AXIS, annotationdefaults=dict(font=_FONT),
                coloraxis=dict(colorbar=_COLORBAR), colorway=PALETTE),
    data=dict(heatmap=[go.Heatmap(textfont=dict(size=FONT_SIZE), colorbar=_COLORBAR)],
              bar=[go.Bar(textfont=_FONT, outsidetextfont=_FONT, insidetextfont=_FONT)],
              scatter=[go.Scatter(textfont=_FONT)], table=[go.Table(cells=dict(font=_FONT), header=dict(font=_FONT))]))
# The app's one chart template: plotly's white template plus projector-sized (16 px), near-black text for
# titles, axis titles, ticks, legends, annotations, hover labels and bar text. Text inside heatmap cells has no colour
# set: plotly then picks black or white per cell for contrast (its "auto"), as dark cells need. Registered once per
# process, merged once (a "+" name would merge on every figure) and made the default, so every figure
# built anywhere starts with it; builders never set fonts. :func:`show` draws with ``theme=None``, because
# Streamlit's chart theme restyles axes and legends in the browser with grey 12-14 px text, overriding a
# template (measured in Chromium: explicit per-figure values would survive it, but cost ~45 ms a figure).
TEMPLATE = "token_by_token"
pio.templates[TEMPLATE] = pio.templates.merge_templates("plotly_white", _OURS)
pio.templates.default = TEMPLATE


def _luminance(rgb) -> np.ndarray:
    """WCAG relative luminance of sRGB colours given in 0..1, shape (..., 3)."""
    c = np.asarray(rgb, dtype=float)
    lin = np.where(c <= 0.04045, c / 12.92, ((c + 0.055) / 1.055) ** 2.4)
    return lin @ np.array([0.2126, 0.7152, 0.0722])


def dark_text_reads_better(z, colorscale=SEQUENTIAL, lo: float | None = None, hi: float | None = None) -> np.ndarray:
    """Per cell of a heatmap coloured by ``z`` over ``lo``..``hi`` (default: its min to max, as plotly does): True
    where black text (:data:`CELL_INK`) has more contrast on the cell than white. Plotly's own automatic choice uses
    grey #444 and a brightness rule, which gives 2.4:1 on cividis's middle greys; the better of black and white gives
    at least 4.58:1 on any colour (near-black #111 would only guarantee 4.35:1). Missing cells (NaN) show the white
    plot behind them: dark text."""
    z = np.asarray(z, dtype=float)
    finite = z[np.isfinite(z)]
    if finite.size == 0:
        return np.ones(z.shape, dtype=bool)
    lo = float(finite.min()) if lo is None else float(lo)
    hi = float(finite.max()) if hi is None else float(hi)
    unit = np.clip(np.where(np.isfinite(z), (z - lo) / (hi - lo) if hi > lo else 0.0, 0.0), 0.0, 1.0)
    scale = pc.get_colorscale(colorscale) if isinstance(colorscale, str) else [list(step) for step in colorscale]
    cells = np.array(pc.sample_colorscale(scale, unit.ravel().tolist(), colortype="tuple"))
    lum = _luminance(cells).reshape(z.shape)
    ink = _luminance([int(CELL_INK[i:i + 2], 16) / 255 for i in (1, 3, 5)])
    dark = (lum + 0.05) / (ink + 0.05) >= 1.05 / (lum + 0.05)
    return np.where(np.isfinite(z), dark, True)


_CLEAR = [[0, "rgba(0,0,0,0)"], [1, "rgba(0,0,0,0)"]]


def readable_cell_text(fig: go.Figure) -> go.Figure:
    """Numbers inside heatmap cells in black or white, whichever reads better on each cell.

    Plotly gives a heatmap one text colour, so each heatmap with text keeps its black numbers and a second,
    fully transparent heatmap over the same cells carries the white ones (it adds no colour and no hover)."""
    for tr in list(fig.data):
        if tr.type != "heatmap" or tr.text is None or tr.z is None:
            continue
        z = np.asarray(tr.z, dtype=float)
        lo, hi = tr.zmin, tr.zmax
        if tr.zmid is not None and (lo is None or hi is None) and np.isfinite(z).any():
            half = float(np.nanmax(np.abs(z - tr.zmid)))                 # plotly centres the range on zmid
            lo, hi = tr.zmid - half, tr.zmid + half
        dark = dark_text_reads_better(z, tr.colorscale or SEQUENTIAL, lo, hi)
        text = np.asarray(tr.text, dtype=object)
        tr.update(text=np.where(dark, text, ""), textfont_color=CELL_INK)
        fig.add_trace(go.Heatmap(z=np.where(np.isfinite(z), 0.0, np.nan), x=tr.x, y=tr.y, xaxis=tr.xaxis,
                                 yaxis=tr.yaxis, text=np.where(dark, "", text), texttemplate="%{text}",
                                 textfont=dict(color="#ffffff"), colorscale=_CLEAR, showscale=False,
                                 hoverinfo="skip", xgap=tr.xgap, ygap=tr.ygap))
    return fig


# Plotly's toolbar (the mode bar, always shown: ui.export.plotly_config) sits in a chart's top right corner, 2 px
# from the top, its buttons about 26 px tall. A title, and the notes above the plot (subplot titles, labels of
# lines), go below this band, so that on a half-width column or a phone, where the toolbar spans most of the width,
# it covers none of them (issue 21; tests/browser/test_chart_overlap.py measures it).
TOOLBAR_PX = 32
NOTE_LINE_PX = 22              # one line of 16 px text above the plot
# A matrix's column labels and their axis title above the plot (``side="top"``): 16 px tick labels, plotly's standoff
# and a 16 px title, about 50 px measured in Chromium. With no chart title above them, the top margin keeps the
# toolbar's band clear over them too: on a phone the toolbar spans the axis title (issue 21).
TOP_AXIS_PX = 56


def _top_note_lines(fig: go.Figure) -> int:
    """Lines of the tallest annotation standing on the plot's top edge (a first-row subplot title, a line's label
    placed on top), 0 if there is none."""
    lines = 0
    for a in fig.layout.annotations:
        ref = a.yref or "paper"
        on_top = (ref == "paper" or ref.endswith(" domain")) and a.y is not None and a.y >= 1 - 1e-6
        if on_top and a.yanchor == "bottom" and a.text:
            lines = max(lines, a.text.count("<br>") + 1)
    return lines


def top_axis_title(fig: go.Figure) -> bool:
    """True if an x axis of ``fig`` stands on top of the plot with a title (a matrix's columns)."""
    return any(ax.side == "top" and ax.title.text for ax in fig.select_xaxes())


def style(fig: go.Figure, height: int = 420, title: str | None = None) -> go.Figure:
    """Height, margins and title of a figure (its text comes from the template). The title and the notes above
    the plot start under the toolbar's band (:data:`TOOLBAR_PX`): the title is placed in the figure's own
    coordinates under the band and, when nothing else stands above the plot, reserves its room itself (plotly adds
    it to what top tick labels need); notes above the plot get their lines' height on top of the band, and so do
    the top axis and its title of an untitled matrix (:data:`TOP_AXIS_PX`)."""
    notes = _top_note_lines(fig)
    if notes:
        top = TOOLBAR_PX + (FONT_SIZE + 16 if title else 0) + notes * NOTE_LINE_PX + 6
    elif not title and top_axis_title(fig):
        top = TOOLBAR_PX + TOP_AXIS_PX
    else:
        top = 10 if title else 20
    fig.update_layout(
        height=height,
        margin=dict(l=10, r=10, t=top, b=10),
        # (without automargin plotly sets the title's top a few px higher: 6 px more keep it under the band)
        title=dict(text=title, yref="container", y=1, yanchor="top", pad=dict(t=TOOLBAR_PX + (6 if notes else 0), b=8),
                   automargin=not notes) if title else None,
        colorway=PALETTE,
    )
    return fig


def legend_below(fig: go.Figure) -> go.Figure:
    """A horizontal legend at the bottom of the figure, under the x axis's tick labels and title. It is placed in
    the figure's own coordinates (``yref="container"``), so plotly keeps its room below everything else whatever the
    chart's height, width or language; a legend placed at a fraction of the plot's height under the axis
    (``y=-0.28``) lands on the axis title when the plot is short or the labels are tall (issue 21)."""
    fig.update_layout(legend=dict(orientation="h", yref="container", y=0, yanchor="bottom", xanchor="left", x=0))
    return fig


def wrap(text: str, width: int) -> str:
    """``text`` on lines of at most about ``width`` characters, broken at spaces (a bracketed group such as
    ``(k = 2)`` is kept whole) and joined by plotly's ``<br>``: the same words, on more lines, for a title that has
    to fit a narrow subplot."""
    lines: list[str] = []
    for token in re.findall(r"\([^)]*\)\S*|\S+", text):
        if lines and len(lines[-1]) + 1 + len(token) <= width:
            lines[-1] += " " + token
        else:
            lines.append(token)
    return "<br>".join(lines)


def heatmap(z, x_labels: Sequence[str], y_labels: Sequence[str], *, customdata=None,
            hovertemplate: str | None = None, colorscale: str = SEQUENTIAL, zmid: float | None = None,
            text=None, height: int = 560, title: str | None = None, colorbar_title: str = "",
            xaxis_title: str = "", yaxis_title: str = "", square: bool = True) -> go.Figure:
    """A labelled matrix; rows top to bottom as given. ``text`` is drawn inside the cells if given."""
    fig = go.Figure(go.Heatmap(
        z=np.asarray(z), x=list(x_labels), y=list(y_labels), customdata=customdata,
        hovertemplate=hovertemplate, colorscale=colorscale, zmid=zmid,
        text=text, texttemplate="%{text}" if text is not None else None,
        colorbar=dict(title=dict(text=colorbar_title)), xgap=1, ygap=1,
    ))
    fig.update_yaxes(autorange="reversed", type="category", title=yaxis_title)
    fig.update_xaxes(type="category", side="top", title=xaxis_title)
    if square:
        fig.update_yaxes(scaleanchor="x", constrain="domain")
    return style(fig, height=height, title=title)


def bars(labels: Sequence[str], values: Sequence[float], *, text: Sequence[str] | None = None,
         hovertemplate: str | None = None, color: str | Sequence[str] = PALETTE[0], height: int = 360,
         title: str | None = None, xaxis_title: str = "", yaxis_title: str = "", log_y: bool = False) -> go.Figure:
    fig = go.Figure(go.Bar(x=list(labels), y=list(values), text=text, textposition="outside" if text else None,
                           hovertemplate=hovertemplate, marker_color=color, cliponaxis=False))
    fig.update_xaxes(type="category", title=xaxis_title)
    fig.update_yaxes(title=yaxis_title, type="log" if log_y else "linear", dtick=decades(values) if log_y else None)
    return style(fig, height=height, title=title)


MAX_DECADE_LABELS = 6          # a log axis labels at most about this many powers of ten, whatever its range


def decades(values) -> int | None:
    """A log axis's ``dtick`` in decades when the positive finite values span a decade or more: one label per power
    of ten over a few decades, every n-th power over many (10² to 10⁻⁴⁷ gets 6 labels, not 50 piled up)."""
    vals = [float(v) for v in values if v is not None and np.isfinite(v) and v > 0]
    if not vals:
        return None
    span = np.log10(max(vals) / min(vals))
    return max(1, int(np.ceil(span / MAX_DECADE_LABELS))) if span >= 1 else None


def lines(x, series: dict[str, Sequence[float]], *, height: int = 380, title: str | None = None,
          xaxis_title: str = "", yaxis_title: str = "", log_x: bool = False, log_y: bool = False,
          dashed: Sequence[str] = (), markers: bool = False, legend_under: bool = False) -> go.Figure:
    """One line per entry of ``series`` over the shared ``x``; names in ``dashed`` are drawn dashed; the legend
    under the x axis with ``legend_under`` (:func:`legend_below`: on a phone a legend on the right takes the plot's
    width)."""
    fig = go.Figure()
    for name, ys in series.items():
        fig.add_trace(go.Scatter(x=list(x), y=list(ys), name=name, mode="lines+markers" if markers else "lines",
                                 line=dict(width=3, dash="dash" if name in dashed else None)))
    # a log axis over a decade or more labels whole decades only: plotly's in-between "2" and "5" are 12 px
    fig.update_xaxes(title=xaxis_title, type="log" if log_x else "linear", dtick=decades(x) if log_x else None)
    fig.update_yaxes(title=yaxis_title, type="log" if log_y else "linear",
                     dtick=decades([v for ys in series.values() for v in ys]) if log_y else None)
    style(fig, height=height, title=title)
    return legend_below(fig) if legend_under else fig


def histogram(values, *, marker: float | None = None, marker_label: str = "", nbins: int = 40,
              height: int = 340, title: str | None = None, xaxis_title: str = "") -> go.Figure:
    """A histogram with an optional vertical line for an observed value."""
    fig = go.Figure(go.Histogram(x=list(values), nbinsx=nbins, marker_color=PALETTE[0]))
    if marker is not None:
        fig.add_vline(x=marker, line=dict(color=PALETTE[1], width=3),
                      annotation_text=marker_label, annotation_position="top")
    fig.update_xaxes(title=xaxis_title)
    return style(fig, height=height, title=title)


PHONE_MAX_PX = 640         # Streamlit's own breakpoint: narrower, its columns stack (a phone)
# A builder's verdict in a figure's ``layout.meta``: False when the numbers in its heatmaps' cells would run into
# each other on a phone (tests/browser/test_chart_overlap.py measures it). :func:`show` then hides them there.
CELLS_FIT_PHONE = "cell_numbers_fit_a_phone"


def _phone_without_cell_numbers(key: str) -> None:
    """On a screen narrower than :data:`PHONE_MAX_PX`, hide the numbers in the cells of the heatmaps of the chart
    shown with ``key``. The server cannot know the screen's width, so this is the browser's own media query; hover
    and the CSV keep the numbers."""
    st.html(f"<style>@media (max-width: {PHONE_MAX_PX}px) {{ .st-key-{key} g.heatmap-label {{ display: none; }} }}"
            "</style>")


def show(fig: go.Figure, key: str | None = None, *, name: str | None = None, data=None, **kwargs):
    """Put a figure on the page at full width in the app's template (Streamlit's chart theme off, see above),
    with its mode bar always shown (camera button: PNG or SVG named ``<page>-<section>-seed<seed>``) and a small
    CSV button under it (see ui/export.py).

    ``name`` names the section in file names (default: ``key``, else the title); ``data`` (a DataFrame, or a
    callable returning one, called only on download) replaces the figure's own traces in the CSV where those
    would be unreadable.

    Numbers on the axes, in hover text and in ``%{...}`` templates follow the visitor's language through plotly's
    ``layout.separators`` (decimal mark, thousands separator), written here on every call for every language,
    so a figure shown in two languages in turn reads right in each. This sets one layout attribute on ``fig``,
    except for a figure from a cached builder (ui/figures.py): it is shared, was built for one language (the
    language is part of its key) and already carries that language's separators.

    A figure whose ``layout.meta`` says its cell numbers do not fit a phone (:data:`CELLS_FIT_PHONE`) has them
    hidden there; it needs a ``key``.

    Extra kwargs (``on_select``...) go to ``st.plotly_chart``."""
    if not isinstance(fig, figures.Frozen):  # a figure cached per server (ui/figures.py) has its separators
        fig.layout.separators = separators(language())
    section = export.section(name or key, fig)
    stem = export.file_stem(section)
    event = st.plotly_chart(fig, width="stretch", key=key, theme=None,
                            config=export.plotly_config(stem), **kwargs)
    export.csv_button(fig if data is None else data, stem, key=f"export_csv_{section}")
    meta = fig.layout.meta if isinstance(fig, go.Figure) else None
    if key and isinstance(meta, dict) and meta.get(CELLS_FIT_PHONE) is False:
        _phone_without_cell_numbers(key)
    return event
