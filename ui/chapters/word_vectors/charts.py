"""Figures of the word-vectors page: neighbours, the analogy ranking, the PCA map, the evaluation, the geometry."""
from __future__ import annotations

from typing import Sequence

import numpy as np
import plotly.graph_objects as go

from ui.charts import PALETTE, legend_below, style
from ui.charts import decades as charts_decades
from ui.numbers import num


def ranked_bars(words: Sequence[str], sims: Sequence[float], highlight: Sequence[bool], *, title: str,
                xaxis_title: str, legend_plain: str, legend_highlight: str, height: int = 360) -> go.Figure:
    """Horizontal bars, best at the top; highlighted words (the inputs of an analogy) in the second colour."""
    fig = go.Figure()
    for flag, name, colour in ((False, legend_plain, PALETTE[0]), (True, legend_highlight, PALETTE[1])):
        idx = [i for i, h in enumerate(highlight) if bool(h) == flag]
        if not idx:
            continue
        fig.add_trace(go.Bar(y=[words[i] for i in idx], x=[sims[i] for i in idx], orientation="h", name=name,
                             marker_color=colour, text=[num(sims[i], ".3f") for i in idx], textposition="outside",
                             cliponaxis=False, hovertemplate="%{y}: %{x:.3f}<extra></extra>"))
    fig.update_yaxes(categoryorder="array", categoryarray=list(words)[::-1], type="category")
    lo = min(0.0, min(sims)) if len(sims) else 0.0
    fig.update_xaxes(title=xaxis_title, range=[lo, 1.18], tickvals=[0, 0.25, 0.5, 0.75, 1])
    fig.update_layout(barmode="overlay")
    return legend_below(style(fig, height=height, title=title))


def word_map(points: np.ndarray, words: Sequence[str], groups: Sequence[str], *, title: str,
             height: int = 420) -> go.Figure:
    """A labelled 2-D scatter (the PCA projection), one colour per group."""
    fig = go.Figure()
    for k, g in enumerate(dict.fromkeys(groups)):
        idx = [i for i, gi in enumerate(groups) if gi == g]
        fig.add_trace(go.Scatter(x=points[idx, 0], y=points[idx, 1], mode="markers+text", name=g,
                                 text=[words[i] for i in idx], textposition="top center",
                                 marker=dict(size=11, color=PALETTE[k % len(PALETTE)]),
                                 hovertemplate="%{text}<extra></extra>"))
    fig.update_xaxes(title="PC 1", zeroline=False)
    fig.update_yaxes(title="PC 2", zeroline=False, scaleanchor="x")
    return style(fig, height=height, title=title)


def method_bars(methods: Sequence[str], series: dict[str, Sequence[float]], *, title: str, axis_title: str,
                height: int = 440) -> go.Figure:
    """Horizontal grouped bars: one row per method (first at the top, names written in full on the left), one bar
    per vector set. The legend sits under the axis, where it cannot cover a method's name."""
    fig = go.Figure()
    for k, (name, vals) in enumerate(series.items()):
        fig.add_trace(go.Bar(y=list(methods), x=[100 * v for v in vals], name=name, orientation="h",
                             marker_color=PALETTE[k], text=[f"{num(100 * v, '.1f')}%" for v in vals],
                             textposition="outside",
                             cliponaxis=False, hovertemplate="%{y}: %{x:.1f}%<extra>" + name + "</extra>"))
    fig.update_yaxes(categoryorder="array", categoryarray=list(methods)[::-1], type="category", automargin=True)
    fig.update_xaxes(title=axis_title, range=[0, 112])
    fig.update_layout(barmode="group", legend_traceorder="normal")
    # under the axis title in the figure's own coordinates: at y = -0.18 of the plot it sat on the axis title once
    # redrawn in place (the projector's Next button: Plotly.react), though not on a fresh load
    return legend_below(style(fig, height=height, title=title))


def ratio_curve(dims: Sequence[int], ratios: Sequence[float], *, title: str, xaxis_title: str, yaxis_title: str,
                book_label: str, book_dim: int, book_value: float, height: int = 380) -> go.Figure:
    fig = go.Figure(go.Scatter(x=list(dims), y=list(ratios), mode="lines+markers", line=dict(width=3),
                               name=yaxis_title, hovertemplate="d = %{x}: %{y:.3f}<extra></extra>"))
    fig.add_trace(go.Scatter(x=[book_dim], y=[book_value], mode="markers", name=book_label,
                             marker=dict(symbol="x", size=14, color=PALETTE[1])))
    fig.update_xaxes(title=xaxis_title, type="log", dtick=charts_decades(dims))
    fig.update_yaxes(title=yaxis_title, type="log", dtick=charts_decades(list(ratios) + [book_value]))
    return legend_below(style(fig, height=height, title=title))


def cosine_histogram(cosines: np.ndarray, dim: int, *, marker: float, marker_label: str, title: str,
                     xaxis_title: str, curve_label: str, height: int = 380) -> go.Figure:
    """Histogram of random cosines (as a density) with the normal curve of std 1/√d and a measured value."""
    fig = go.Figure(go.Histogram(x=cosines, histnorm="probability density", nbinsx=40, name=xaxis_title,
                                 marker_color=PALETTE[0], opacity=0.8))
    s = 1 / np.sqrt(dim)
    reach = min(max(4 * s, marker * 1.1), 1.0)      # a cosine lives in [−1, 1]: the curve stops there
    x = np.linspace(-reach, reach, 300)
    fig.add_trace(go.Scatter(x=x, y=np.exp(-x ** 2 / (2 * s * s)) / (s * np.sqrt(2 * np.pi)), mode="lines",
                             name=curve_label, line=dict(color=PALETTE[2], width=3)))
    fig.add_vline(x=marker, line=dict(color=PALETTE[1], width=3), annotation_text=marker_label,
                  annotation_position="top left")
    fig.update_xaxes(title=xaxis_title)
    fig.update_layout(bargap=0.02)
    return legend_below(style(fig, height=height, title=title))


# Each figure built once per server for the same inputs, language and projector mode (ui/figures.py); the
# figures these return are shared and frozen. ``<builder>.uncached`` builds a fresh figure that may be changed.
from ui import figures  # noqa: E402

ranked_bars = figures.cached(ranked_bars)
word_map = figures.cached(word_map)
method_bars = figures.cached(method_bars)
ratio_curve = figures.cached(ratio_curve)
cosine_histogram = figures.cached(cosine_histogram)
