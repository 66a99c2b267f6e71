"""Figure builders for the attention page (styling comes from ui.charts)."""
from __future__ import annotations

from typing import Sequence

import numpy as np
import plotly.graph_objects as go
from plotly.subplots import make_subplots

from ui import charts


def _fmt(M: np.ndarray, digits: int = 2) -> np.ndarray:
    out = np.empty(M.shape, dtype=object)
    for idx, v in np.ndenumerate(M):
        out[idx] = "−∞" if np.isneginf(v) else ("nan" if np.isnan(v) else f"{v:.{digits}f}")
    return out


def matrix(M: np.ndarray, rows: Sequence[str], cols: Sequence[str], *, title: str, diverging: bool = True,
           digits: int = 2, height: int = 300, xaxis_title: str = "", yaxis_title: str = "") -> go.Figure:
    """A small numeric matrix with its values printed in the cells (−∞ shown as such, drawn blank)."""
    M = np.asarray(M, dtype=float)
    z = np.where(np.isfinite(M), M, np.nan)
    lim = float(np.nanmax(np.abs(z))) if np.isfinite(z).any() else 1.0
    fig = charts.heatmap(z, [str(c) for c in cols], [str(r) for r in rows], text=_fmt(M, digits),
                         colorscale=charts.DIVERGING if diverging else charts.SEQUENTIAL,
                         zmid=0.0 if diverging else None, height=height, title=title, square=False,
                         hovertemplate="%{y} → %{x}: %{z:.4f}<extra></extra>",
                         xaxis_title=xaxis_title, yaxis_title=yaxis_title)
    fig.update_traces(zmin=-lim if diverging else 0.0, zmax=lim if diverging else None, showscale=False)
    fig.update_layout(title_font_size=charts.FONT_SIZE - 1, margin=dict(t=60))
    return fig


def weights(alpha: np.ndarray, words: Sequence[str], *, title: str, height: int = 320, **kw) -> go.Figure:
    return matrix(alpha, _unique(words), _unique(words), title=title, diverging=False, digits=3, height=height, **kw)


def _unique(labels: Sequence[str]) -> list[str]:
    """Plotly merges equal category labels: number repeated ones (``the``, ``the²``)."""
    seen: dict[str, int] = {}
    out = []
    for lab in labels:
        seen[lab] = seen.get(lab, 0) + 1
        out.append(lab if seen[lab] == 1 else f"{lab}{'²³⁴⁵⁶⁷⁸⁹'[min(seen[lab], 9) - 2]}")
    return out


def unique_labels(labels: Sequence[str]) -> list[str]:
    return _unique(labels)


def saturation(ks, scaled: Sequence[float], raw: Sequence[float], *, names: tuple[str, str], title: str,
               xaxis_title: str, height: int = 330) -> go.Figure:
    fig = charts.lines(ks, {names[0]: scaled, names[1]: raw}, title=title, xaxis_title=xaxis_title,
                       log_x=True, markers=True, height=height, dashed=(names[1],))
    fig.update_layout(legend=dict(orientation="h", y=-0.25))
    return fig


def head_row(alphas: Sequence[np.ndarray], labels: Sequence[str], titles: Sequence[str], height: int = 330) -> go.Figure:
    """Several weight matrices side by side, sharing one colour scale 0..1."""
    labels = _unique(labels)
    fig = make_subplots(rows=1, cols=len(alphas), subplot_titles=list(titles), horizontal_spacing=0.04)
    for i, a in enumerate(alphas, start=1):
        fig.add_trace(go.Heatmap(z=a, x=labels, y=labels, zmin=0, zmax=1, colorscale=charts.SEQUENTIAL,
                                 showscale=i == len(alphas), xgap=1, ygap=1,
                                 hovertemplate="%{y} → %{x}: %{z:.3f}<extra></extra>"), row=1, col=i)
        fig.update_yaxes(autorange="reversed", type="category", showticklabels=i == 1, row=1, col=i)
        fig.update_xaxes(type="category", side="bottom", row=1, col=i)
    fig = charts.style(fig, height=height)
    fig.update_annotations(font_size=charts.FONT_SIZE)
    return fig


def grid(weights_lh: np.ndarray, row_title: str, col_title: str, height: int = 560) -> go.Figure:
    """A layers × heads grid of small maps without tick labels (weights (L, H, T, T))."""
    L, H = weights_lh.shape[:2]
    fig = make_subplots(rows=L, cols=H, horizontal_spacing=0.008, vertical_spacing=0.02,
                        row_titles=[f"{row_title} {l + 1}" for l in range(L)],
                        column_titles=[f"{h + 1}" for h in range(H)])
    for l in range(L):
        for h in range(H):
            fig.add_trace(go.Heatmap(z=weights_lh[l, h], zmin=0, zmax=1, colorscale=charts.SEQUENTIAL, showscale=False,
                                     hovertemplate=f"{row_title} {l + 1} · {col_title} {h + 1}<br>"
                                                   "%{y} → %{x}: %{z:.3f}<extra></extra>"),
                          row=l + 1, col=h + 1)
    fig.update_xaxes(showticklabels=False)
    fig.update_yaxes(showticklabels=False, autorange="reversed")
    fig = charts.style(fig, height=height)
    fig.update_annotations(font_size=charts.FONT_SIZE - 3)
    return fig


def distribution(probs: np.ndarray, rows: Sequence[str], vocab: Sequence[str], targets: Sequence[str], *,
                 title: str, xaxis_title: str, yaxis_title: str, height: int = 420) -> go.Figure:
    """Next-character probabilities per position, with the actual next character marked."""
    rows = _unique(rows)
    fig = charts.heatmap(probs, list(vocab), rows, colorscale=charts.SEQUENTIAL, height=height, title=title,
                         square=False, xaxis_title=xaxis_title, yaxis_title=yaxis_title,
                         hovertemplate="%{y} → %{x}: %{z:.3f}<extra></extra>")
    fig.add_trace(go.Scatter(x=list(targets), y=rows, mode="markers", marker=dict(symbol="circle", size=10, color="#d1495b"),
                             hoverinfo="skip", showlegend=False))
    return fig


def singular_values(sv: np.ndarray, *, title: str, xaxis_title: str) -> go.Figure:
    labels = [str(i + 1) for i in range(len(sv))]
    return charts.bars(labels, sv, text=[f"{v:.2g}" for v in sv], title=title, xaxis_title=xaxis_title,
                       height=300, hovertemplate="σ%{x} = %{y:.3e}<extra></extra>")


def ln_diagram(kind: str, labels: dict) -> str:
    """Graphviz DOT of one transformer layer, post-LN (``post``) or pre-LN (``pre``)."""
    x, out, att, mlp, ln = labels["x"], labels["out"], labels["attn"], labels["mlp"], labels["ln"]
    common = ('digraph { rankdir=TB; bgcolor="transparent"; node [shape=box, style="rounded,filled", '
              'fillcolor="#eef3fa", fontname="Helvetica", fontsize=14]; edge [color="#5c677d"];\n'
              f'x [label="{x}", shape=plaintext, fillcolor=none]; out [label="{out}", shape=plaintext, fillcolor=none];\n'
              f'a [label="{att}", fillcolor="#dbe7f6"]; m [label="{mlp}", fillcolor="#fbe3c4"];\n'
              'p1 [label="+", shape=circle, fillcolor="#ffffff"]; p2 [label="+", shape=circle, fillcolor="#ffffff"];\n')
    if kind == "post":
        body = (f'n1 [label="{ln}", fillcolor="#dff2ee"]; n2 [label="{ln}", fillcolor="#dff2ee"];\n'
                'x -> a; x -> p1 [style=dashed]; a -> p1; p1 -> n1; n1 -> m; n1 -> p2 [style=dashed]; m -> p2; '
                'p2 -> n2; n2 -> out; }')
    else:
        body = (f'n1 [label="{ln}", fillcolor="#dff2ee"]; n2 [label="{ln}", fillcolor="#dff2ee"];\n'
                'x -> n1; n1 -> a; x -> p1 [style=dashed, color="#2a9d8f", penwidth=2]; a -> p1; p1 -> n2; n2 -> m; '
                'p1 -> p2 [style=dashed, color="#2a9d8f", penwidth=2]; m -> p2; p2 -> out; }')
    return common + body
