"""Figures of the count-table page (built on ui.charts)."""
from __future__ import annotations

import numpy as np
import plotly.graph_objects as go

from . import charts


def count_heatmap(N: np.ndarray, P: np.ndarray, itos, *, show: str, log: bool, outline_empty: bool,
                  numbers: bool, hovertemplate: str, colorbar_title: str, x_title: str, y_title: str) -> go.Figure:
    """The V×V table: colour by counts or probabilities, hover shows both; empty cells can be outlined."""
    if show == "counts":
        z = np.log10(1 + N) if log else N
        text = N.astype(str) if numbers else None
    else:
        with np.errstate(divide="ignore"):
            z = np.where(P > 0, np.log10(np.where(P > 0, P, 1)), np.nan) if log else P
        text = np.char.mod("%.2f", P) if numbers else None
    labels = list(itos)
    V = len(labels)
    fig = charts.heatmap(z, labels, labels, hovertemplate=None, text=text,
                         colorbar_title=colorbar_title, xaxis_title=x_title, yaxis_title=y_title, height=680)
    fig.update_traces(hoverinfo="skip", selector=dict(type="heatmap"))
    # Plotly heatmaps send no click selections, so an invisible marker sits on every cell: it carries the
    # hover text and makes a click select that cell (its row then drives the distribution chart).
    rows, cols = np.divmod(np.arange(V * V), V)
    fig.add_trace(go.Scatter(
        x=[labels[c] for c in cols], y=[labels[r] for r in rows], mode="markers",
        marker=dict(symbol="square", size=max(8, 500 // V), opacity=0, color="#000"),
        customdata=np.stack([N.ravel(), P.ravel()], axis=1), hovertemplate=hovertemplate, showlegend=False))
    fig.update_xaxes(range=[-0.5, V - 0.5], autorange=False)
    fig.update_yaxes(range=[V - 0.5, -0.5], autorange=False)
    if outline_empty:
        ys, xs = np.nonzero(N == 0)
        fig.add_trace(go.Scatter(x=[labels[i] for i in xs], y=[labels[i] for i in ys], mode="markers",
                                 marker=dict(symbol="square-open", size=14, color=charts.PALETTE[1], line=dict(width=2)),
                                 hoverinfo="skip", showlegend=False))
    return fig


def row_bars(row: np.ndarray, itos, *, highlight: int | None, uniform: float, uniform_label: str,
             title: str, y_title: str) -> go.Figure:
    colors = [charts.PALETTE[1] if i == highlight else charts.PALETTE[0] for i in range(len(row))]
    fig = charts.bars(list(itos), row, color=colors, title=title, yaxis_title=y_title, height=340,
                      hovertemplate="%{x}: %{y:.4f}<extra></extra>")
    fig.add_hline(y=uniform, line=dict(dash="dot", color=charts.PALETTE[5]), annotation_text=uniform_label,
                  annotation_position="top right")
    return fig
