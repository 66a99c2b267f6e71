"""Figure builders for the RNN-gradients page (styling comes from ui.charts)."""
from __future__ import annotations

import math
from typing import Sequence

import numpy as np
import plotly.graph_objects as go

from ui import charts

ZERO_GREY = "#d9d9d9"     # light grey: >= 30 CIELAB units from every colour of charts.SEQUENTIAL, also for CVD


def _positive(values: Sequence[float]) -> list[float | None]:
    """Log axes cannot draw 0, inf or nan: leave a gap there instead."""
    return [v if (v is not None and math.isfinite(v) and v > 0) else None for v in values]


def log_lines(x, series: dict[str, Sequence[float]], *, dashed: Sequence[str] = (), title: str = "",
              xaxis_title: str = "", yaxis_title: str = "", height: int = 400, log_x: bool = False,
              markers: bool = False) -> go.Figure:
    """charts.lines on a log y axis, with non-positive values left out."""
    fig = charts.lines(x, {k: _positive(v) for k, v in series.items()}, dashed=dashed, title=title, log_y=True,
                       log_x=log_x, xaxis_title=xaxis_title, yaxis_title=yaxis_title, height=height, markers=markers)
    fig.update_yaxes(exponentformat="power")
    return _legend_below(fig)


def _legend_below(fig: go.Figure) -> go.Figure:
    """Legend under the x axis, so it never collides with the title in a half-width column, nor with the axis
    title (charts.legend_below)."""
    return charts.legend_below(fig)


def plain_lines(x, series: dict[str, Sequence[float]], *, title: str = "", xaxis_title: str = "",
                yaxis_title: str = "", height: int = 360, dashed: Sequence[str] = ()) -> go.Figure:
    fig = charts.lines(x, {k: [None if (v is None or not math.isfinite(v)) else v for v in vals]
                           for k, vals in series.items()}, dashed=dashed, title=title,
                       xaxis_title=xaxis_title, yaxis_title=yaxis_title, height=height)
    return _legend_below(fig)


def gradient_heatmap(grad: np.ndarray, boundary: int | None, *, title: str, xaxis_title: str, yaxis_title: str,
                     colorbar_title: str, boundary_label: str) -> go.Figure:
    """log10 |∂L/∂x_t| over (input unit, time); exact zeros shown as empty cells; the last boundary marked."""
    with np.errstate(divide="ignore"):
        z = np.where(grad > 0, np.log10(np.where(grad > 0, grad, 1.0)), np.nan)
    length = grad.shape[1]
    fig = go.Figure(go.Heatmap(z=z, x=list(range(length)), y=[f"x[{i}]" for i in range(grad.shape[0])],
                               colorscale=charts.SEQUENTIAL,
                               colorbar=dict(title=dict(text=colorbar_title)),
                               hovertemplate="t=%{x} %{y}<br>log10|grad| = %{z:.2f}<extra></extra>"))
    if boundary is not None and boundary > 0:
        fig.add_vline(x=boundary - 0.5, line=dict(color=charts.PALETTE[1], width=3, dash="dash"),
                      annotation_text=boundary_label, annotation_position="top left")
    fig.update_xaxes(title=xaxis_title)
    fig.update_yaxes(title=yaxis_title, autorange="reversed")
    charts.style(fig, height=300, title=title)
    fig.update_layout(plot_bgcolor=ZERO_GREY)     # exact zeros are gaps (NaN): the grey behind them shows
    return fig


def mark_death(fig: go.Figure, step: int, values: Sequence[float], text: str) -> go.Figure:
    """Mark where a run's loss became infinite: an arrow at ``step`` at the height of its last finite value."""
    finite = [v for v in values[:step - 1] if v is not None and math.isfinite(v) and v > 0]
    top = max(finite) if finite else 1.0
    fig.add_annotation(x=step, y=math.log10(top), text=text, showarrow=True, arrowhead=2, ax=40, ay=-40,
                       font=dict(color=charts.PALETTE[1]), bgcolor="white")
    return fig


def cost_figure(ns: Sequence[int], d: int, recurrence: Sequence[float], attention: Sequence[float], *,
                labels: tuple[str, str], title: str, xaxis_title: str, yaxis_title: str, crossover_label: str):
    fig = log_lines(ns, {labels[0]: recurrence, labels[1]: attention}, title=title, log_x=True,
                    xaxis_title=xaxis_title, yaxis_title=yaxis_title, height=360)
    fig.add_vline(x=d, line=dict(color=charts.PALETTE[5], width=2, dash="dot"),
                  annotation_text=crossover_label, annotation_position="top right")
    return fig


# Each figure built once per server for the same inputs, language and projector mode (ui/figures.py); the
# figures these return are shared and frozen. ``<builder>.uncached`` builds a fresh figure that may be changed.
from ui import figures  # noqa: E402

log_lines = figures.cached(log_lines)
plain_lines = figures.cached(plain_lines)
gradient_heatmap = figures.cached(gradient_heatmap)
cost_figure = figures.cached(cost_figure)
