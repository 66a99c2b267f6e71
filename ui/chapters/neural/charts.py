"""Figure builders for the neural-models page (styled with ui.charts.style)."""
from __future__ import annotations

import math
from typing import Sequence

import plotly.graph_objects as go

from ui import charts
from ui.charts import PALETTE, style


def _log_steps(fig: go.Figure, total_steps: int | None) -> None:
    """Steps on a log axis: the first hundred steps, where a large learning rate does its work, get room."""
    fig.update_xaxes(type="log", dtick=1)        # whole decades: plotly's in-between "2"/"5" labels are 12 px
    if total_steps:
        fig.update_xaxes(range=[0, math.log10(total_steps)])


def trace_losses(steps: Sequence[int], train: Sequence[float], val: Sequence[float], *, floor: float | None,
                 names: tuple[str, str, str], title: str, xaxis_title: str, yaxis_title: str,
                 total_steps: int | None = None) -> go.Figure:
    """Train and validation loss against the step (log axis), with the count table's loss as a dashed floor."""
    series = {names[0]: train, names[1]: val}
    fig = charts.lines(steps, series, title=title, xaxis_title=xaxis_title, yaxis_title=yaxis_title, height=340)
    fig.update_layout(legend=dict(y=0.98, x=0.98, xanchor="right", yanchor="top", bgcolor="rgba(255,255,255,0.8)"))
    if floor is not None:
        fig.add_hline(y=floor, line=dict(color=PALETTE[2], dash="dash", width=2),
                      annotation_text=names[2], annotation_position="bottom left")
    _log_steps(fig, total_steps)
    fig.update_yaxes(range=[max(0.0, (floor or 2.0) - 0.1), max(3.9, max(train, default=3.9) + 0.05)])
    return fig


def gap_range(gap: Sequence[float]) -> tuple[float, float]:
    """The log-axis range (in decades) of the gap chart: always from at most 10^-4 up to 10^0.

    A fixed span of whole decades keeps the scale honest: a 1% change never fills the chart the way it does
    when the axis is fitted to the data (0.751-0.758 looked like a collapse).
    """
    finite = [g for g in gap if g > 0 and math.isfinite(g)]
    lo = math.floor(math.log10(min(finite))) if finite else -4
    hi = math.ceil(math.log10(max(finite))) if finite else 0
    return float(min(lo, -4)), float(max(hi, 0))


def trace_gap(steps: Sequence[int], gap: Sequence[float], *, name: str, title: str, xaxis_title: str,
              yaxis_title: str, total_steps: int | None = None) -> go.Figure:
    """The largest |softmax(W) - table| gap against the step, both axes logarithmic over whole decades."""
    fig = charts.lines(steps, {name: gap}, title=title, xaxis_title=xaxis_title, yaxis_title=yaxis_title,
                       log_y=True, height=340)
    fig.update_traces(line=dict(color=PALETTE[1], width=3))
    fig.update_layout(showlegend=False)
    fig.update_yaxes(range=list(gap_range(gap)), dtick=1, exponentformat="power")
    _log_steps(fig, total_steps)
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
    # legend in the right margin (plotly's own place), never over the title above the plot
    fig.update_layout(barmode="group", legend=dict(x=1.02, y=1, xanchor="left", yanchor="top"))
    fig.update_xaxes(type="category", title=xaxis_title)
    fig.update_yaxes(title=yaxis_title)
    return style(fig, height=340, title=title)


_POSITIONS = {"top center": (0, 1), "bottom center": (0, -1), "middle right": (1, 0), "middle left": (-1, 0),
              "top right": (1, 1), "top left": (-1, 1), "bottom right": (1, -1), "bottom left": (-1, -1)}


def label_positions(xy, *, width: float = 560, height: float = 340, label: tuple[float, float] = (14, 20),
                    marker: float = 12) -> list[str]:
    """A plotly ``textposition`` for each point, chosen so that labels avoid each other and the other points.

    Greedy placement on the chart's approximate pixel grid (``width`` x ``height`` of the plotting area,
    ``label`` = one letter's box in pixels): the most crowded points choose first, each takes the side
    where its label overlaps least with the labels already placed and with every marker.
    """
    xs, ys = [float(p[0]) for p in xy], [float(p[1]) for p in xy]
    if not xs:
        return []
    span_x, span_y = (max(xs) - min(xs)) or 1.0, (max(ys) - min(ys)) or 1.0
    px = [(x - min(xs)) / span_x * width for x in xs]
    py = [(y - min(ys)) / span_y * height for y in ys]
    lw, lh = label

    def box(i, pos):
        dx, dy = _POSITIONS[pos]
        cx = px[i] + dx * (marker / 2 + lw / 2)
        cy = py[i] + dy * (marker / 2 + lh / 2)
        return cx - lw / 2, cy - lh / 2, cx + lw / 2, cy + lh / 2

    def overlap(a, b):
        return max(0.0, min(a[2], b[2]) - max(a[0], b[0])) * max(0.0, min(a[3], b[3]) - max(a[1], b[1]))

    markers = [(px[i] - marker / 2, py[i] - marker / 2, px[i] + marker / 2, py[i] + marker / 2) for i in range(len(xs))]
    crowd = [sum(abs(px[i] - px[j]) < 3 * lw and abs(py[i] - py[j]) < 3 * lh for j in range(len(xs)))
             for i in range(len(xs))]
    placed: dict[int, tuple] = {}
    chosen = ["top center"] * len(xs)
    for i in sorted(range(len(xs)), key=lambda i: -crowd[i]):
        def cost(pos):
            b = box(i, pos)
            return (sum(overlap(b, other) for other in placed.values())
                    + sum(overlap(b, markers[j]) for j in range(len(xs)) if j != i))
        chosen[i] = min(_POSITIONS, key=cost)        # ties keep the order above: top first
        placed[i] = box(i, chosen[i])
    return chosen


def embedding_scatter(xy, labels: Sequence[str], groups: Sequence[str], *, title: str | None, xaxis_title: str,
                      yaxis_title: str) -> go.Figure:
    """Each character as a point with its letter beside it, coloured by group (vowel / consonant / boundary).

    The side of each letter is chosen by :func:`label_positions`, so close points do not pile up their labels.
    """
    fig = go.Figure()
    colours = {}
    positions = label_positions(xy)
    for name in dict.fromkeys(groups):
        colours[name] = PALETTE[len(colours) % len(PALETTE)]
        idx = [i for i, gname in enumerate(groups) if gname == name]
        fig.add_trace(go.Scatter(
            x=[float(xy[i][0]) for i in idx], y=[float(xy[i][1]) for i in idx], mode="markers+text", name=name,
            text=[labels[i] for i in idx], textposition=[positions[i] for i in idx],
            textfont=dict(size=18, color=colours[name]),
            marker=dict(size=12, color=colours[name]), hovertemplate="%{text}: (%{x:.2f}, %{y:.2f})<extra>" + name
            + "</extra>"))
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


# Each figure built once per server for the same inputs, language and projector mode (ui/figures.py); the
# figures these return are shared and frozen. ``<builder>.uncached`` builds a fresh figure that may be changed.
from ui import figures  # noqa: E402

trace_losses = figures.cached(trace_losses)
trace_gap = figures.cached(trace_gap)
row_compare = figures.cached(row_compare)
embedding_scatter = figures.cached(embedding_scatter)
by_context = figures.cached(by_context)
