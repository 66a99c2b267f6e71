"""Figures of the sentences page: cosine by layer, and the methods' Spearman bars. Built on ui.charts."""
from __future__ import annotations

from typing import Sequence

import plotly.graph_objects as go

from ui import charts
from ui.numbers import num


def layer_curves(series: dict[str, Sequence[float]], *, title: str, xaxis_title: str, yaxis_title: str,
                 height: int = 360) -> go.Figure:
    """One line per comparison over layers 0..L, markers on each layer, y from just under the data to 1; the legend
    sits under the axis title."""
    n = max(len(v) for v in series.values())
    fig = charts.lines(list(range(n)), series, height=height, title=title, xaxis_title=xaxis_title,
                       yaxis_title=yaxis_title, markers=True)
    lo = min(min(v) for v in series.values())
    fig.update_yaxes(range=[max(-1.0, lo - 0.05), 1.01])
    fig.update_xaxes(tickmode="linear", dtick=1)
    charts.legend_below(fig)
    return fig


def method_bars(labels: Sequence[str], values: Sequence[float], *, title: str, yaxis_title: str,
                highlight: int | None = None, height: int = 400) -> go.Figure:
    """One horizontal bar per method, first at the top, its name written in full on the left and its value
    printed; the highlighted method in the second colour. (Upright bars turned the long names on a phone, which
    left the plot 15 px tall and its ρ labels piled up: issue 21.) ``yaxis_title`` names the value axis."""
    colours = [charts.PALETTE[1] if i == highlight else charts.PALETTE[0] for i in range(len(labels))]
    fig = go.Figure(go.Bar(y=list(labels), x=list(values), orientation="h", text=[num(v, ".3f") for v in values],
                           textposition="outside", marker_color=colours, cliponaxis=False,
                           hovertemplate="%{y}: %{x:.4f}<extra></extra>"))
    fig.update_yaxes(type="category", categoryorder="array", categoryarray=list(labels)[::-1], automargin=True)
    top = max(values) if len(values) else 1.0
    fig.update_xaxes(title=yaxis_title, range=[min(0.0, min(values)), max(1.0, top) * 1.12])
    return charts.style(fig, height=height, title=title)


# Each figure built once per server for the same inputs, language and projector mode (ui/figures.py); the
# figures these return are shared and frozen. ``<builder>.uncached`` builds a fresh figure that may be changed.
from ui import figures  # noqa: E402

layer_curves = figures.cached(layer_curves)
method_bars = figures.cached(method_bars)
