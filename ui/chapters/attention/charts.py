"""Figure builders for the attention page (styling comes from ui.charts)."""
from __future__ import annotations

from typing import Sequence

import numpy as np
import plotly.graph_objects as go
from plotly.subplots import make_subplots

from ui import charts
from ui.numbers import num as local_num


def _fmt(M: np.ndarray, digits: int = 2) -> np.ndarray:
    out = np.empty(M.shape, dtype=object)
    for idx, v in np.ndenumerate(M):
        out[idx] = "−∞" if np.isneginf(v) else ("nan" if np.isnan(v) else local_num(v, f".{digits}f"))
    return out


# Widths (px) of the main column at 1280×720 with the sidebar open (measured: 762 and 372), to decide whether
# numbers fit in the cells.
FULL = 760
HALF = 370
MIN_CELL_PX = 28          # below this a cell's number would overlap its neighbours: keep the hover only
ROW_PX = 40               # height of one word's row


def matrix_height(n_rows: int) -> int:
    """A heatmap's height sized by its number of rows (words), with room for the title and the column labels."""
    return 120 + ROW_PX * n_rows


def cells_fit(n_rows: int, n_cols: int, height: int, width: float, longest: int = 4, labels: int = 90) -> bool:
    """True when each cell is at least MIN_CELL_PX tall and wide enough for its longest number (``longest``
    characters of about 0.55 em at the chart font), after the row labels (``labels`` px) and the title."""
    cell_w = (width - labels) / max(n_cols, 1)
    cell_h = (height - 120) / max(n_rows, 1)
    return min(cell_h, cell_w) >= MIN_CELL_PX and cell_w >= 0.55 * charts.FONT_SIZE * longest


def sci(x: float) -> str:
    """1811939328 -> '1.81·10⁹' (three significant digits, as the chapter prints them)."""
    if abs(x) < 1000:
        return local_num(x, ",.0f")
    exp = len(str(int(abs(x)))) - 1
    sup = str(exp).translate(str.maketrans("0123456789", "⁰¹²³⁴⁵⁶⁷⁸⁹"))
    return f"{local_num(x / 10 ** exp, '.2f')}·10{sup}"


def num(v: float, spec: str = ".3g") -> str:
    """A table cell or metric in the visitor's language: three significant digits (%.3g) unless ``spec`` says
    otherwise, NaN and ±∞ written as such."""
    if np.isnan(v):
        return "NaN"
    if np.isinf(v):
        return "∞" if v > 0 else "−∞"
    return local_num(v, spec)


def matrix(M: np.ndarray, rows: Sequence[str], cols: Sequence[str], *, title: str, diverging: bool = True,
           digits: int = 2, height: int = 300, width: float = FULL, xaxis_title: str = "",
           yaxis_title: str = "", row_labels: bool = True) -> go.Figure:
    """A numeric matrix; its values are printed in the cells when they fit (−∞ shown as such, drawn blank)."""
    M = np.asarray(M, dtype=float)
    z = np.where(np.isfinite(M), M, np.nan)
    lim = float(np.nanmax(np.abs(z))) if np.isfinite(z).any() else 1.0
    text = _fmt(M, digits)
    if not cells_fit(len(rows), len(cols), height, width, max(len(v) for v in text.ravel()), 90 if row_labels else 20):
        text = None                                                    # numbers would overlap: hover only
    fig = charts.heatmap(z, [str(c) for c in cols], [str(r) for r in rows], text=text,
                         colorscale=charts.DIVERGING if diverging else charts.SEQUENTIAL,
                         zmid=0.0 if diverging else None, height=height, title=title, square=False,
                         hovertemplate="%{y} → %{x}: %{z:.4f}<extra></extra>",
                         xaxis_title=xaxis_title, yaxis_title=yaxis_title)
    fig.update_traces(zmin=-lim if diverging else 0.0, zmax=lim if diverging else None, showscale=False)
    fig.update_xaxes(tickangle=0 if len(cols) <= 8 else -45, automargin=True)
    fig.update_yaxes(showticklabels=row_labels)
    return charts.readable_cell_text(fig)


SIDE_RANGE = 5 / 3      # the matrices' largest |value| lands at 0.2 / 0.8 of charts.DIVERGING


PHONE_PLOT = 260          # px a phone (390 wide) leaves a figure's matrices beside the row labels
TICKS_PX = 30             # a row of column numbers under a matrix


def side_by_side(mats: Sequence[np.ndarray], rows: Sequence[str], titles: Sequence[str], *, height: int,
                 xaxis_title: str = "", width: float = FULL, digits: int = 1, per_row: int | None = None) -> go.Figure:
    """Matrices with the same rows in one figure, the rows labelled once; numbers in the cells when every matrix's
    cells are big enough for them. All in one row, each as wide as its number of columns; or ``per_row`` to a row,
    equally wide (``height``: each row's), so that on a phone each title has a few words' width (four matrices
    in one row leave a 3-column one about 56 px there, narrower than "lekérdezés:"). Whether the numbers also fit
    the cells on a phone is in ``layout.meta[ui.charts.CELLS_FIT_PHONE]``: where they do not, ``ui.charts.show``
    hides them on a phone (hover and the CSV still give them)."""
    mats = [np.asarray(M, dtype=float) for M in mats]
    widths = [M.shape[1] for M in mats]
    rows = [str(r) for r in rows]
    texts = [_fmt(M, digits) for M in mats]
    longest = max(len(v) for tx in texts for v in tx.ravel())
    if per_row is None:
        grid, cols = 1, len(mats)
        fits = cells_fit(len(rows), sum(widths), height, width - 12 * len(mats), longest)
        # each title on lines as long as its matrix is wide (a 3-column matrix is about 56 px on a phone)
        titles = [charts.wrap(t, max(7, 2 * w + 1)) for t, w in zip(titles, widths)]
    else:
        cols = per_row
        grid = -(-len(mats) // cols)
        share = (width - 90) / cols - 12
        fits = all(cells_fit(len(rows), w, height, share, longest, labels=0) for w in widths)
        # a title on lines as long as a phone leaves a matrix (a character of 16 px text: about 9 px)
        titles = [charts.wrap(t, max(7, int((PHONE_PLOT / cols - 12) / 9))) for t in titles]
    phone_share = (PHONE_PLOT / cols - 12) if per_row else PHONE_PLOT - 12 * len(mats)
    phone_fits = fits and all(cells_fit(len(rows), w, height, phone_share, longest, labels=0)
                              for w in (widths if per_row else [sum(widths)]))
    lines = max(t.count("<br>") + 1 for t in titles)
    gap = TICKS_PX + lines * charts.NOTE_LINE_PX + 16             # between two rows: ticks, then the next titles
    total = grid * height + (grid - 1) * gap
    fig = make_subplots(rows=grid, cols=cols, column_widths=widths if per_row is None else None, shared_yaxes=True,
                        subplot_titles=titles, horizontal_spacing=0.02 if per_row is None else 0.04,
                        vertical_spacing=gap / total if grid > 1 else None)
    for i, (M, tx) in enumerate(zip(mats, texts)):
        r, col = i // cols + 1, i % cols + 1
        # one trace per matrix, so the numbers take one colour: the colour range is widened by SIDE_RANGE so that
        # the cells stay in the lighter middle of the diverging scale, where black text reads at >= 4.5:1
        lim = (float(np.max(np.abs(M))) if M.size else 1.0) * SIDE_RANGE
        fig.add_trace(go.Heatmap(z=M, x=[str(c + 1) for c in range(M.shape[1])], y=rows, zmin=-lim, zmax=lim,
                                 colorscale=charts.DIVERGING, showscale=False, xgap=1, ygap=1,
                                 text=tx if fits else None, texttemplate="%{text}" if fits else None,
                                 textfont=dict(color=charts.CELL_INK),
                                 hovertemplate="%{y}, " + xaxis_title + " %{x}: %{z:.4f}<extra></extra>"),
                      row=r, col=col)
        fig.update_xaxes(type="category", side="bottom", row=r, col=col)
    fig.update_yaxes(autorange="reversed", type="category")
    fig.layout.meta = {charts.CELLS_FIT_PHONE: phone_fits}
    return charts.style(fig, height=total)


def weights(alpha: np.ndarray, words: Sequence[str], *, title: str, height: int = 320, **kw) -> go.Figure:
    """The weight matrix α (rows sum to 1) on a 0..1 sequential scale."""
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
    return charts.legend_below(fig)


# Titles on lines of at most TITLE_CHARS characters. The random heads' short titles ("head 1" / "(k = 2)") fit four
# maps to a row even on a phone; the trained transformer's long ones ("L1 head 1:" / "prev 0.49," / "first 0.21")
# go two to a row (TRAINED_PER_ROW), where a map is about 125 px wide on a phone: four to a row ran them into each
# other at 1280 px already (issue 21).
HEADS_PER_ROW = 4
TRAINED_PER_ROW = 2
TITLE_CHARS = 13
TITLE_LINES = 3             # the room a row of maps keeps for its titles


def head_row_height(n_words: int, n_maps: int, per_row: int = HEADS_PER_ROW) -> int:
    """Height for ``n_maps`` maps of ``n_words`` rows, ``per_row`` maps to a row of the grid, each row with room
    for its titles."""
    rows = -(-n_maps // per_row)
    return 60 + charts.TOOLBAR_PX + rows * (70 + 26 * n_words + (TITLE_LINES - 1) * charts.NOTE_LINE_PX)


def head_row(alphas: Sequence[np.ndarray], labels: Sequence[str], titles: Sequence[str], height: int = 330,
             per_row: int = HEADS_PER_ROW) -> go.Figure:
    """Every weight matrix given, ``per_row`` to a row, sharing one colour scale 0..1 (all maps drawn)."""
    labels = _unique(labels)
    n_rows, n_cols = -(-len(alphas) // per_row), min(per_row, len(alphas))
    titles = [charts.wrap(t, TITLE_CHARS) for t in titles]
    lines = max((t.count("<br>") + 1 for t in titles), default=1)
    # between two rows of maps: the lower row's titles and a gap, as a share of the plot's height
    plot_px = height - (charts.TOOLBAR_PX + lines * charts.NOTE_LINE_PX + 6) - 40
    gap = (lines * charts.NOTE_LINE_PX + 14) / max(plot_px, 1)
    fig = make_subplots(rows=n_rows, cols=n_cols, subplot_titles=titles, horizontal_spacing=0.06,
                        vertical_spacing=min(gap, 0.9 / max(n_rows - 1, 1)) if n_rows > 1 else 0.1)
    for i, a in enumerate(alphas):
        r, c = i // per_row + 1, i % per_row + 1
        fig.add_trace(go.Heatmap(z=a, x=labels, y=labels, zmin=0, zmax=1, colorscale=charts.SEQUENTIAL,
                                 showscale=i == len(alphas) - 1, xgap=1, ygap=1,
                                 hovertemplate="%{y} → %{x}: %{z:.3f}<extra></extra>"), row=r, col=c)
        fig.update_yaxes(autorange="reversed", type="category", showticklabels=c == 1, row=r, col=c)
        fig.update_xaxes(type="category", side="bottom", showticklabels=r == n_rows, row=r, col=c)
    return charts.style(fig, height=height)


def grid(weights_lh: np.ndarray, row_title: str, col_title: str, height: int = 560) -> go.Figure:
    """A layers × heads grid of small maps without tick labels (weights (L, H, T, T))."""
    L, H = weights_lh.shape[:2]
    fig = make_subplots(rows=L, cols=H, horizontal_spacing=0.008, vertical_spacing=0.02,
                        row_titles=[f"{row_title} {i + 1}" for i in range(L)],
                        column_titles=[f"{h + 1}" for h in range(H)])
    for li in range(L):
        for h in range(H):
            fig.add_trace(go.Heatmap(z=weights_lh[li, h], zmin=0, zmax=1, colorscale=charts.SEQUENTIAL, showscale=False,
                                     hovertemplate=f"{row_title} {li + 1} · {col_title} {h + 1}<br>"
                                                   "%{y} → %{x}: %{z:.3f}<extra></extra>"),
                          row=li + 1, col=h + 1)
    fig.update_xaxes(showticklabels=False)
    fig.update_yaxes(showticklabels=False, autorange="reversed")
    return charts.style(fig, height=height)


def distribution(probs: np.ndarray, rows: Sequence[str], vocab: Sequence[str], targets: Sequence[str], *,
                 title: str, xaxis_title: str, yaxis_title: str, height: int = 420) -> go.Figure:
    """Next-character probabilities per position, with the actual next character marked."""
    rows = _unique(rows)
    fig = charts.heatmap(probs, list(vocab), rows, colorscale=charts.SEQUENTIAL, height=height, title=title,
                         square=False, xaxis_title=xaxis_title, yaxis_title=yaxis_title,
                         hovertemplate="%{y} → %{x}: %{z:.3f}<extra></extra>")
    fig.add_trace(go.Scatter(x=list(targets), y=rows, mode="markers",
                             marker=dict(symbol="circle", size=10, color=charts.PALETTE[1]),
                             hoverinfo="skip", showlegend=False))
    return fig


def singular_values(sv: np.ndarray, *, title: str, xaxis_title: str) -> go.Figure:
    labels = [str(i + 1) for i in range(len(sv))]
    return charts.bars(labels, sv, text=[local_num(v, ".2g") for v in sv], title=title, xaxis_title=xaxis_title,
                       height=300, hovertemplate="σ%{x} = %{y:.3e}<extra></extra>")


def ln_diagram(kind: str, labels: dict) -> str:
    """Graphviz DOT of one transformer layer, post-LN (``post``) or pre-LN (``pre``)."""
    x, out, att, mlp, ln = labels["x"], labels["out"], labels["attn"], labels["mlp"], labels["ln"]
    common = ('digraph { rankdir=TB; bgcolor="transparent"; node [shape=box, style="rounded,filled", '
              'fillcolor="#eef3fa", fontname="Helvetica", fontsize=16]; edge [color="#5c677d"];\n'
              f'x [label="{x}", shape=plaintext, fillcolor=none]; '
              f'out [label="{out}", shape=plaintext, fillcolor=none];\n'
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


# Each figure built once per server for the same inputs, language and projector mode (ui/figures.py); the
# figures these return are shared and frozen. ``<builder>.uncached`` builds a fresh figure that may be changed.
from ui import figures  # noqa: E402

matrix = figures.cached(matrix)
side_by_side = figures.cached(side_by_side)
weights = figures.cached(weights)
saturation = figures.cached(saturation)
head_row = figures.cached(head_row)
grid = figures.cached(grid)
distribution = figures.cached(distribution)
singular_values = figures.cached(singular_values)
