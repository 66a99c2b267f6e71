"""Figure builders of the tokens page, on the shared styling of ``ui.charts`` (16 px, near-black text)."""
from __future__ import annotations

import html
from typing import Sequence

import plotly.graph_objects as go
from plotly.subplots import make_subplots

from ui.charts import FONT_SIZE, PALETTE, legend_below, style, wrap
from ui.numbers import num
from ui.inputs import visible

INK = "#111111"
BOX_COLOURS = ("#dbe9f7", "#fde2c8", "#d8f0e4", "#eadcf5")


def _ink(fig: go.Figure) -> go.Figure:
    """Tick labels and axis titles at the shared font size in near-black (the theme would draw them small and grey)."""
    axis = dict(tickfont=dict(size=FONT_SIZE, color=INK), title_font=dict(size=FONT_SIZE, color=INK))
    fig.update_xaxes(**axis)
    fig.update_yaxes(**axis)
    fig.update_layout(legend=dict(font=dict(size=FONT_SIZE, color=INK)))
    return fig


def scheme_bars(labels: Sequence[str], ppl: Sequence[float], bpc: Sequence[float], *, ppl_title: str,
                bpc_title: str, shannon: float, shannon_label: str, height: int = 340) -> go.Figure:
    """Two panels over the same tokenisations: per-token perplexity (log) and bits per character."""
    fig = make_subplots(rows=1, cols=2, subplot_titles=(wrap(ppl_title, 16), wrap(bpc_title, 16)),
                        horizontal_spacing=0.1)
    fig.add_trace(go.Bar(x=list(labels), y=list(ppl), text=[num(v, ",.1f") for v in ppl], textposition="outside",
                         textfont=dict(size=FONT_SIZE, color=INK),
                         marker_color=PALETTE[0], cliponaxis=False, showlegend=False,
                         hovertemplate="%{x}: %{y:,.2f}<extra></extra>"), 1, 1)
    fig.add_trace(go.Bar(x=list(labels), y=list(bpc), text=[num(v, ".3f") for v in bpc], textposition="outside",
                         textfont=dict(size=FONT_SIZE, color=INK),
                         marker_color=PALETTE[1], cliponaxis=False, showlegend=False,
                         hovertemplate="%{x}: %{y:.4f}<extra></extra>"), 1, 2)
    fig.add_hline(y=shannon, line=dict(color=INK, dash="dash", width=2), annotation_text=shannon_label,
                  annotation_font=dict(size=FONT_SIZE, color=INK), annotation_position="bottom right", row=1, col=2)
    fig.update_yaxes(type="log", dtick=1, row=1, col=1)                  # one label per decade, all readable
    fig.update_yaxes(range=[0, max(bpc) * 1.2], row=1, col=2)
    fig.update_xaxes(type="category")
    fig.update_annotations(font=dict(size=FONT_SIZE, color=INK))
    return _ink(style(fig, height=height))


def merges_sweep(merges: Sequence[int], ppl: Sequence[float], bpc: Sequence[float], picked: int, *,
                 ppl_name: str, bpc_name: str, x_title: str, title: str, height: int = 380) -> go.Figure:
    """Per-token perplexity (left axis, log) and bits per character (right axis) against the number of merges."""
    fig = make_subplots(specs=[[{"secondary_y": True}]])
    fig.add_trace(go.Scatter(x=list(merges), y=list(ppl), name=ppl_name, mode="lines+markers",
                             line=dict(width=3, color=PALETTE[0])), secondary_y=False)
    fig.add_trace(go.Scatter(x=list(merges), y=list(bpc), name=bpc_name, mode="lines+markers",
                             line=dict(width=3, color=PALETTE[1])), secondary_y=True)
    i = list(merges).index(picked)
    fig.add_trace(go.Scatter(x=[merges[i]], y=[ppl[i]], mode="markers", marker=dict(size=18, color=PALETTE[0],
                             line=dict(width=2, color=INK)), showlegend=False, hoverinfo="skip"), secondary_y=False)
    fig.add_trace(go.Scatter(x=[merges[i]], y=[bpc[i]], mode="markers", marker=dict(size=18, color=PALETTE[1],
                             line=dict(width=2, color=INK)), showlegend=False, hoverinfo="skip"), secondary_y=True)
    fig.update_yaxes(type="log", dtick=1, title=ppl_name, secondary_y=False)
    fig.update_yaxes(title=bpc_name, range=[0, max(bpc) * 1.15], tickmode="linear", tick0=0, dtick=0.5,
                     showgrid=False, secondary_y=True)
    fig.update_xaxes(title=x_title, type="category")                    # equal steps: 0, 128, …, 4,096
    fig = _ink(style(fig, height=height, title=title))
    fig.update_layout(legend=dict(orientation="h", y=1.0, yanchor="bottom", x=1, xanchor="right"))
    return fig


def ladder_bars(labels: Sequence[str], bpc: Sequence[float], refs: dict[str, float], *, title: str,
                height: int = 420) -> go.Figure:
    """Bits per character per model, with horizontal reference lines (name -> value)."""
    fig = go.Figure(go.Bar(y=list(labels), x=list(bpc), orientation="h", text=[num(v, ".3f") for v in bpc],
                           textposition="outside", textfont=dict(size=FONT_SIZE, color=INK), marker_color=PALETTE[2],
                           cliponaxis=False,
                           hovertemplate="%{y}: %{x:.4f}<extra></extra>"))
    for k, (name, value) in enumerate(refs.items()):
        fig.add_vline(x=value, line=dict(color=INK, dash="dash" if k == 0 else "dot", width=2))
        fig.add_annotation(x=value, y=1.0, yref="paper", yanchor="bottom", xanchor="right" if k == 0 else "left",
                           text=name, showarrow=False, font=dict(size=FONT_SIZE, color=INK))
    fig.update_yaxes(autorange="reversed", type="category")
    fig.update_xaxes(range=[0, max(bpc) * 1.18])
    return _ink(style(fig, height=height, title=title))                 # style: room for the reference labels


def coverage_lines(ms: Sequence[int], seen: Sequence[float], unseen: Sequence[float], *, seen_name: str,
                   unseen_name: str, x_title: str, title: str, height: int = 380) -> go.Figure:
    """Two shares (in %) against the context length: seen-of-possible and validation contexts never seen."""
    fig = go.Figure()
    fig.add_trace(go.Scatter(x=list(ms), y=[100 * v for v in seen], name=seen_name, mode="lines+markers",
                             line=dict(width=3, color=PALETTE[0]), hovertemplate="m=%{x}: %{y:.4g}%<extra></extra>"))
    fig.add_trace(go.Scatter(x=list(ms), y=[100 * v for v in unseen], name=unseen_name, mode="lines+markers",
                             line=dict(width=3, color=PALETTE[1]), hovertemplate="m=%{x}: %{y:.4g}%<extra></extra>"))
    fig.update_yaxes(range=[0, 105], ticksuffix="%")
    fig.update_xaxes(title=x_title, tickvals=list(ms))
    return legend_below(_ink(style(fig, height=height, title=title)))


def token_strip_html(pieces: Sequence[tuple[str, float | None, bool]], unknown_label: str) -> str:
    """Tokens as coloured boxes (alternating colours mark the boundaries), each with its bits underneath.

    Spaces show as ␣ and line breaks as ⏎, other invisible and bidi characters as escapes (``\u202e``); every text
    is HTML-escaped.
    """
    boxes = []
    for k, (text, bits, unknown) in enumerate(pieces):
        shown = html.escape(visible(text.replace(" ", "␣").replace("\n", "⏎")))
        border = "2px dashed #b00020" if unknown else "1px solid #555"
        title = f' title="{html.escape(unknown_label)}"' if unknown else ""
        under = f'<div style="font-size:14px;color:{INK}">{num(bits, ".1f")}</div>' if bits is not None else ""
        boxes.append(f'<span{title} style="display:inline-block;margin:2px;padding:2px 5px;border:{border};'
                     f'border-radius:4px;background:{BOX_COLOURS[k % len(BOX_COLOURS)]};text-align:center;">'
                     f'<div style="font-family:monospace;font-size:18px;color:{INK};white-space:pre">{shown}</div>'
                     f'{under}</span>')
    return '<div style="line-height:1.1">' + "".join(boxes) + "</div>"


# Each figure built once per server for the same inputs, language and projector mode (ui/figures.py); the
# figures these return are shared and frozen. ``<builder>.uncached`` builds a fresh figure that may be changed.
from ui import figures  # noqa: E402

scheme_bars = figures.cached(scheme_bars)
merges_sweep = figures.cached(merges_sweep)
ladder_bars = figures.cached(ladder_bars)
coverage_lines = figures.cached(coverage_lines)
