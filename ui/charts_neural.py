"""Figure builders for the neural-models page (styled with ui.charts.style)."""
from __future__ import annotations

from typing import Sequence

import plotly.graph_objects as go

from . import charts
from .charts import PALETTE, style


def trace_losses(steps: Sequence[int], train: Sequence[float], val: Sequence[float], *, floor: float | None,
                 names: tuple[str, str, str], title: str, xaxis_title: str, yaxis_title: str,
                 total_steps: int | None = None) -> go.Figure:
    """Train and validation loss against the step, with the count table's loss as a dashed floor."""
    series = {names[0]: train, names[1]: val}
    fig = charts.lines(steps, series, title=title, xaxis_title=xaxis_title, yaxis_title=yaxis_title, height=340)
    fig.update_layout(legend=dict(y=0.98, x=0.98, xanchor="right", yanchor="top", bgcolor="rgba(255,255,255,0.8)"))
    if floor is not None:
        fig.add_hline(y=floor, line=dict(color=PALETTE[2], dash="dash", width=2),
                      annotation_text=names[2], annotation_position="top right")
    if total_steps:
        fig.update_xaxes(range=[0, total_steps])
    fig.update_yaxes(range=[max(0.0, (floor or 2.0) - 0.1), max(3.9, max(train, default=3.9) + 0.05)])
    return fig


def trace_gap(steps: Sequence[int], gap: Sequence[float], *, name: str, title: str, xaxis_title: str,
              yaxis_title: str, total_steps: int | None = None) -> go.Figure:
    """The largest |softmax(W) - table| gap against the step, on a log scale."""
    fig = charts.lines(steps, {name: gap}, title=title, xaxis_title=xaxis_title, yaxis_title=yaxis_title,
                       log_y=True, height=340)
    fig.update_traces(line=dict(color=PALETTE[1], width=3))
    fig.update_layout(showlegend=False)
    if total_steps:
        fig.update_xaxes(range=[0, total_steps])
    return fig


def row_compare(chars: Sequence[str], table: Sequence[float], net: Sequence[float], *, names: tuple[str, str],
                title: str, xaxis_title: str, yaxis_title: str) -> go.Figure:
    """Grouped bars: the count-table row next to the network's row."""
    fig = go.Figure([
        go.Bar(x=list(chars), y=list(table), name=names[0], marker_color=PALETTE[0],
               hovertemplate="%{x}: %{y:.4f}<extra>" + names[0] + "</extra>"),
        go.Bar(x=list(chars), y=list(net), name=names[1], marker_color=PALETTE[3],
               hovertemplate="%{x}: %{y:.4f}<extra>" + names[1] + "</extra>"),
    ])
    fig.update_layout(barmode="group", legend=dict(orientation="h", y=1.02, x=1, xanchor="right", yanchor="bottom"))
    fig.update_xaxes(type="category", title=xaxis_title)
    fig.update_yaxes(title=yaxis_title)
    return style(fig, height=340, title=title)


def embedding_scatter(xy, labels: Sequence[str], groups: Sequence[str], *, title: str | None, xaxis_title: str,
                      yaxis_title: str) -> go.Figure:
    """Each character as its label at its 2-D position, coloured by group (vowel / consonant / boundary)."""
    fig = go.Figure()
    colours = {}
    for name in dict.fromkeys(groups):
        colours[name] = PALETTE[len(colours) % len(PALETTE)]
        idx = [i for i, gname in enumerate(groups) if gname == name]
        fig.add_trace(go.Scatter(
            x=[float(xy[i][0]) for i in idx], y=[float(xy[i][1]) for i in idx], mode="markers+text", name=name,
            text=[labels[i] for i in idx], textposition="top center", textfont=dict(size=18, color=colours[name]),
            marker=dict(size=10, color=colours[name]), hovertemplate="%{text}<extra>" + name + "</extra>"))
    fig.update_xaxes(title=xaxis_title, zeroline=False)
    fig.update_yaxes(title=yaxis_title, zeroline=False)
    fig.update_layout(legend=dict(orientation="h", y=1.02, x=1, xanchor="right", yanchor="bottom"))
    return style(fig, height=440, title=title)


def by_context(ks: Sequence[int], values: Sequence[float], *, name: str, reference: float | None,
               reference_name: str, title: str, xaxis_title: str, yaxis_title: str, colour: int = 0) -> go.Figure:
    """A quantity against the context length k, with an optional dashed horizontal reference."""
    fig = go.Figure(go.Scatter(x=list(ks), y=list(values), name=name, mode="lines+markers",
                               line=dict(width=3, color=PALETTE[colour]), marker=dict(size=9)))
    if reference is not None:
        fig.add_hline(y=reference, line=dict(color=PALETTE[2], dash="dash", width=2),
                      annotation_text=reference_name, annotation_position="top right")
    fig.update_xaxes(title=xaxis_title, dtick=1)
    fig.update_yaxes(title=yaxis_title, rangemode="tozero" if reference is None else "normal")
    fig.update_layout(showlegend=False)
    return style(fig, height=340, title=title)
