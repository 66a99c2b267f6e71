"""Figures of the count-table page (built on ui.charts; text size and colour come from its template)."""
from __future__ import annotations

import numpy as np
import plotly.graph_objects as go

from ui import charts
from ui.numbers import num

HEIGHT = 600           # the table at projector size; with numbers on it is drawn taller (wider cells)
HEIGHT_NUMBERS = 860
# In projector mode the table sits beside its controls and all 27 rows fit the first screen of a 1280x720 projector
HEIGHT_PROJECTOR = 460
# Without numbers the letters alternate between the two sides of each axis (a c e ... on top and left, b d f ... at
# the bottom and right): every one of the 27 is labelled at 16 px on a phone's ~11 px columns and a projector's
# ~15 px rows, where one side would hold only every fifth. The colour bar lies under the table (the projector: at
# its right, where the screen has room), so it never takes the table's width.
# Margins (px): on top the toolbar's band, the letters and the axis title (ui.charts.TOP_AXIS_PX: on a phone the
# toolbar spans the title); at the bottom the letters and the colour bar under them, or (projector) the letters only.
TOP, BOTTOM, BOTTOM_PROJECTOR = charts.TOOLBAR_PX + charts.TOP_AXIS_PX, 120, 40


# At 1280x720 with the sidebar open a cell of the 27-column table is ~26 px wide: three 16 px digits (~31 px) do
# not fit, so cell text is at most two digits, or a short form with a narrow '.' (measured in Chromium).
def compact_count(n: int) -> str:
    """A count in a cell: 7, 42, .5k (about 500), 2k (about 2,000); the hover shows the exact count."""
    if n < 100:
        return str(n)
    return num(round(n / 100) / 10, ".1f").lstrip("0") + "k" if n < 950 else f"{round(n / 1000)}k"


def compact_percent(p: float) -> str:
    """A probability as a whole percentage in a cell: 19, <1, 0 (the hover shows 4 decimals). ``0`` is an empty cell
    only: a nonzero probability whose whole percentage rounds to 0 (1/200 = 0.5 % rounds half to even) is ``<1``."""
    return "0" if p == 0 else "<1" if round(100 * p) < 1 else num(100 * p, ".0f")


def count_heatmap(N: np.ndarray, P: np.ndarray, itos, *, show: str, log: bool, outline_empty: bool,
                  numbers: bool, hovertemplate: str, colorbar_title: str, x_title: str, y_title: str,
                  projector: bool = False) -> go.Figure:
    """The V×V table: colour by counts or probabilities, hover shows both; empty cells can be outlined.

    With ``numbers`` the cells carry compact text (:func:`compact_count`, or percentages) at the template's 16 px, the
    colour bar is dropped for room, and the figure is taller so that the cells are wide enough for it. Without, the
    cells fill the width and every letter is labelled (:func:`_every_letter`); ``projector``: the shorter table of
    projector mode.
    """
    if show == "counts":
        z = np.log10(1 + N) if log else N
        text = np.vectorize(compact_count)(N) if numbers else None
    else:
        with np.errstate(divide="ignore"):
            z = np.where(P > 0, np.log10(np.where(P > 0, P, 1)), np.nan) if log else P
        text = np.vectorize(compact_percent)(P) if numbers else None
    labels = list(itos)
    V = len(labels)
    height = HEIGHT_NUMBERS if numbers else HEIGHT_PROJECTOR if projector else HEIGHT
    fig = charts.heatmap(z, labels, labels, hovertemplate=None, text=text, colorbar_title=colorbar_title,
                         xaxis_title=x_title, yaxis_title=y_title, height=height, square=numbers)
    fig.update_traces(hoverinfo="skip", showscale=not numbers, xgap=2 if numbers else 1, ygap=2 if numbers else 1,
                      selector=dict(type="heatmap"))
    charts.readable_cell_text(fig)       # before the scatter traces: the empty-cell outline stays the last trace
    # Plotly heatmaps send no click selections, so an invisible marker sits on every cell: it carries the
    # hover text and makes a click select that cell (its row then drives the distribution chart).
    rows, cols = np.divmod(np.arange(V * V), V)
    fig.add_trace(go.Scatter(
        x=[labels[c] for c in cols], y=[labels[r] for r in rows], mode="markers",
        marker=dict(symbol="square", size=max(8, 500 // V), opacity=0, color="#000"),
        customdata=np.stack([N.ravel(), P.ravel()], axis=1), hovertemplate=hovertemplate, showlegend=False))
    fig.update_xaxes(range=[-0.5, V - 0.5], autorange=False)
    fig.update_yaxes(range=[V - 0.5, -0.5], autorange=False)
    if not numbers:
        _every_letter(fig, labels, below=not projector)
    else:                              # rows and columns of ~28 px: every letter on one side
        fig.update_xaxes(dtick=1, tickangle=0)
        fig.update_yaxes(dtick=1)
    if outline_empty:
        # a thin frame along the cell's edge: it marks the cell without covering the number inside it
        ys, xs = np.nonzero(N == 0)
        size = max(10, height // (V + 3) if numbers else (height - TOP - BOTTOM) // V)
        fig.add_trace(go.Scatter(x=[labels[i] for i in xs], y=[labels[i] for i in ys], mode="markers",
                                 marker=dict(symbol="square-open", size=size, color=charts.PALETTE[1],
                                             line=dict(width=1.5)),
                                 hoverinfo="skip", showlegend=False))
    return fig


def _every_letter(fig: go.Figure, labels: list[str], *, below: bool) -> None:
    """Label all the letters, alternating sides (see :data:`TOP`); ``below``: the colour bar under the table."""
    ticks = dict(tickmode="array", tickangle=0, showgrid=False, zeroline=False, ticks="")
    fig.update_xaxes(tickvals=labels[0::2], **ticks)
    fig.update_yaxes(tickvals=labels[0::2], **ticks)
    # the other side's letters: a second pair of axes over the same cells, moved and zoomed with the first
    fig.update_layout(
        xaxis2=dict(overlaying="x", side="bottom", anchor="y", matches="x", type="category", tickvals=labels[1::2],
                    **ticks),
        yaxis2=dict(overlaying="y", side="right", anchor="x", matches="y", type="category", tickvals=labels[1::2],
                    **ticks))
    fig.add_trace(go.Scatter(x=labels, y=labels, xaxis="x2", yaxis="y2", mode="markers", marker=dict(opacity=0),
                             hoverinfo="skip", showlegend=False))
    # the colour bar at the figure's edge (the plot's margins make room for it), clear of the second side's letters
    if below:
        bar = dict(orientation="h", x=0, xanchor="left", y=-36 / (HEIGHT - TOP - BOTTOM), yanchor="top",
                   lenmode="pixels", len=220, title=dict(side="top"))
    else:
        bar = dict(x=1, xanchor="right", xref="container")
    fig.update_traces(colorbar=dict(thickness=16, **bar), selector=dict(type="heatmap"))
    fig.update_layout(margin=dict(t=TOP, b=BOTTOM if below else BOTTOM_PROJECTOR))


def row_bars(row: np.ndarray, itos, *, highlight: int | None, uniform: float, uniform_label: str,
             title: str, y_title: str) -> go.Figure:
    """One row of the table as bars, with the uniform level as a dotted line labelled in the right margin."""
    colors = [charts.PALETTE[1] if i == highlight else charts.PALETTE[0] for i in range(len(row))]
    fig = charts.bars(list(itos), row, color=colors, title=title, yaxis_title=y_title, height=340,
                      hovertemplate="%{x}: %{y:.4f}<extra></extra>")
    fig.add_hline(y=uniform, line=dict(dash="dot", color=charts.PALETTE[5]))
    # the label sits outside the plot, right of its line, so it never covers a bar
    fig.add_annotation(xref="paper", x=1.0, xanchor="left", yref="y", y=uniform, text=uniform_label,
                       showarrow=False)
    fig.update_layout(margin=dict(r=110))
    return fig


# Each figure built once per server for the same inputs, language and projector mode (ui/figures.py); the
# figures these return are shared and frozen. ``<builder>.uncached`` builds a fresh figure that may be changed.
from ui import figures  # noqa: E402

count_heatmap = figures.cached(count_heatmap)
row_bars = figures.cached(row_bars)
