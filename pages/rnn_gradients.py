"""RNN gradients: watch the learning signal fade through an Elman RNN, and see what gates, clipping and
truncation do to it. Every curve is measured by autograd on a network the user configures."""
import pandas as pd
import streamlit as st
import torch

from lm_core import gated_cells as gc
from lm_core import rnn_jacobians as rj
from lm_core import rnn_padding as rp
from lm_core import rnn_training as rt
from lm_core import scan as sc
import ui
from ui import charts
from ui import charts_rnn as cr
from ui.rnn_cache import (CLIP_L, CLIP_S, clipping, curve, experiment, gated, gru_pair, nn_lstm_forget_gate, padding,
                          scan_facts, stream, truncation)
from ui.i18n import t
from ui.sidebar import seed
from ui.state import url_state

ui.require_app_shell()

BOOK_PARAMS = {"RNN": 24_832, "GRU": 74_496, "LSTM": 99_328}       # printed for input 64, hidden 128
BOOK_PATH_099 = 0.905                                               # 0.999^100
BOOK_PATH_09 = 0.000027                                             # 0.9^100
HIDDENS = [16, 32, 64, 128]
FORGET_BIASES = [0.0, 1.0, 2.0, 3.0, 5.0]
TAUS = [0.1, 0.5, 1.0, 5.0, 25.0]
DEFAULT_SENTENCES = "the black cat jumps on the wall\nthe cat sleeps\nkeys vanish\nthe keys on the table"


# ------------------------------------------------------------------------------------------------ intro
st.title(t("rnn.title"))
st.markdown(t("rnn.intro"))
s_seed = seed()

# ------------------------------------------------------------------------------- 1. vanishing/exploding
st.header(t("rnn.vanish.header"))
st.markdown(t("rnn.vanish.what"))
c1, c2, c3, c4 = st.columns(4)
hidden = c1.select_slider(t("rnn.ctl.hidden"), HIDDENS,
                          key=url_state("rnn_d", 64, parse=int, valid=lambda v: v in HIDDENS))
length = c2.slider(t("rnn.ctl.length"), 10, 300, step=10, key=url_state("rnn_T", 100, valid=lambda v: 10 <= v <= 300))
draw = c3.radio(t("rnn.ctl.draw"), rj.DRAWS, format_func=lambda v: t(f"rnn.draw.{v}"), horizontal=True,
                key=url_state("rnn_draw", "gaussian", valid=lambda v: v in rj.DRAWS), help=t("rnn.ctl.draw_help"))
s = c4.slider(t("rnn.ctl.s"), 0.5, 3.0, step=0.1, key=url_state("rnn_s", 1.0, valid=lambda v: 0.5 <= v <= 3.0),
              help=t("rnn.ctl.s_help"))
c1, c2, c3 = st.columns([1, 1, 2])
nonlin = c1.radio(t("rnn.ctl.nonlin"), rj.NONLINS, format_func=lambda v: t(f"rnn.nonlin.{v}"), horizontal=True,
                  key=url_state("rnn_nl", "tanh", valid=lambda v: v in rj.NONLINS))
scale = c2.slider(t("rnn.ctl.input"), 0.0, 3.0, step=0.25, key=url_state("rnn_in", 1.0, valid=lambda v: 0 <= v <= 3),
                  help=t("rnn.ctl.input_help"))
c3.caption(t("rnn.ctl.seed_note", seed=s_seed))

cfg = rj.RNNConfig(hidden=hidden, length=length, draw=draw, s=round(s, 2), nonlin=nonlin, input_scale=scale,
                   seed=s_seed)
res, ms = curve(cfg)
far = res.norms[-1]
m1, m2, m3, m4 = st.columns(4)
m1.metric(t("rnn.m.norm"), f"{res.spectral_norm:.3f}")
m2.metric(t("rnn.m.radius"), f"{res.spectral_radius:.3f}", help=t("rnn.m.radius_help"))
m3.metric(t("rnn.m.far", T=length), f"{far:.2e}")
m4.metric(t("rnn.m.bound", T=length), f"{res.bound[-1]:.2e}")

tab1, tab2 = st.tabs([t("rnn.tab.curve"), t("rnn.tab.factor")])
with tab1:
    charts.show(cr.log_lines(res.k, {t("rnn.series.measured"): res.norms, t("rnn.series.bound"): res.bound},
                             dashed=[t("rnn.series.bound")], title=t("rnn.fig.curve"),
                             xaxis_title=t("rnn.axis.k"), yaxis_title=t("rnn.axis.norm")), key="rnn_curve")
with tab2:
    steps = list(range(1, length + 1))
    series = {t("rnn.series.factor"): res.factor_norm, t("rnn.series.deriv"): res.mean_deriv}
    if nonlin == "tanh":
        series[t("rnn.series.saturated")] = res.saturated
    charts.show(cr.plain_lines(steps, series, title=t("rnn.fig.factor"), xaxis_title=t("rnn.axis.t"),
                               yaxis_title=t("rnn.axis.factor")), key="rnn_factor")
    st.markdown(t("rnn.factor.reading"))

if far > 10:
    verdict = "explodes"
elif far < 1e-3:
    verdict = "vanishes"
else:
    verdict = "holds"
st.markdown(t(f"rnn.verdict.{verdict}", T=length, v=far))
st.markdown(t("rnn.vanish.facts"))
with st.expander(t("rnn.how.title")):
    st.markdown(t("rnn.how.body", ms=ms))

# -------------------------------------------------------------------------------------- gated cells
st.header(t("rnn.gates.header"))
st.markdown(t("rnn.gates.what"))
c1, c2 = st.columns([1, 2])
fb = c1.select_slider(t("rnn.ctl.fb"), FORGET_BIASES, key=url_state("rnn_fb", 1.0, valid=lambda v: v in FORGET_BIASES),
                      help=t("rnn.ctl.fb_help"))
g = gated(cfg, fb)
lo, hi = nn_lstm_forget_gate(s_seed)
sig = float(torch.sigmoid(torch.tensor(fb)))
arith = pd.DataFrame({
    t("rnn.arith.factor"): ["0.999", "0.9", f"σ({fb:g}) = {sig:.3f}",
                            f"{t('rnn.arith.mean_f')} = {g.mean_forget:.3f}"],
    t("rnn.arith.power"): [f"{0.999 ** 100:.3f}", f"{0.9 ** 100:.6f}", f"{sig ** 100:.3g}",
                           f"{g.mean_forget ** 100:.3g}"],
    t("rnn.arith.book"): [f"{BOOK_PATH_099:.3f}", f"{BOOK_PATH_09:.6f}", "", ""],
})
c2.dataframe(arith, hide_index=True, width="stretch")
c1.caption(t("rnn.gates.nn_lstm", lo=lo, hi=hi))
gk = list(range(len(g.gru)))
charts.show(cr.log_lines(gk, {t("rnn.series.lstm_path"): g.lstm_cell_path, t("rnn.series.lstm_full"): g.lstm_full,
                              t("rnn.series.gru"): g.gru, t("rnn.series.elman", d=hidden): res.norms},
                         dashed=[t("rnn.series.elman", d=hidden)], title=t("rnn.fig.gates", d=min(hidden, 64)),
                         xaxis_title=t("rnn.axis.k"), yaxis_title=t("rnn.axis.norm")), key="rnn_gates")
st.markdown(t("rnn.gates.reading"))

st.subheader(t("rnn.stream.header"))
st.markdown(t("rnn.stream.what"))
n_stream = st.slider(t("rnn.ctl.stream"), 250, 4000, step=250,
                     key=url_state("rnn_stream", 1000, valid=lambda v: 250 <= v <= 4000))
runs = stream(n_stream, s_seed)
m1, m2, m3, m4 = st.columns(4)
m1.metric(t("rnn.m.c_1997"), f"{runs[False]['c_norm'][-1]:.0f}")
m2.metric(t("rnn.m.c_forget"), f"{max(runs[True]['c_norm']):.2f}")
m3.metric(t("rnn.m.sat_1997"), f"{runs[False]['saturated'][-1]:.0%}")
m4.metric(t("rnn.m.sat_forget"), f"{runs[True]['saturated'][-1]:.0%}")
c1, c2 = st.columns(2)
steps = list(range(1, n_stream + 1))
with c1:
    charts.show(cr.log_lines(steps, {t("rnn.series.no_forget"): runs[False]["c_norm"],
                                     t("rnn.series.forget"): runs[True]["c_norm"]},
                             title=t("rnn.fig.stream_c"), xaxis_title=t("rnn.axis.t"), yaxis_title=t("rnn.axis.c"),
                             height=340), key="rnn_stream_c")
with c2:
    spread_x = list(range(50, 50 + len(runs[False]["spread"])))
    charts.show(cr.plain_lines(spread_x, {t("rnn.series.no_forget"): runs[False]["spread"],
                                          t("rnn.series.forget"): runs[True]["spread"]},
                               title=t("rnn.fig.stream_spread"), xaxis_title=t("rnn.axis.t"),
                               yaxis_title=t("rnn.axis.spread"), height=340), key="rnn_stream_spread")
st.markdown(t("rnn.stream.reading"))

# ------------------------------------------------------------------------------ 2. clipping, truncation
st.header(t("rnn.clip.header"))
st.markdown(t("rnn.clip.what", s=CLIP_S, L=CLIP_L, g=CLIP_S ** CLIP_L))
c1, c2 = st.columns([1, 2])
tau = c1.select_slider(t("rnn.ctl.tau"), TAUS, key=url_state("rnn_tau", 1.0, valid=lambda v: v in TAUS))
demo, raw, clipped = clipping(tau, s_seed)
c1.metric(t("rnn.m.before"), f"{demo.norm_before:.3g}")
c1.metric(t("rnn.m.after"), f"{demo.norm_after:.3g}")
c1.metric(t("rnn.m.cos"), f"{demo.cosine:.6f}")
with c2:
    steps = list(range(1, len(raw["loss"]) + 1))
    charts.show(cr.log_lines(steps, {t("rnn.series.no_clip"): raw["loss"],
                                     t("rnn.series.clip", tau=tau): clipped["loss"]},
                             title=t("rnn.fig.clip"), xaxis_title=t("rnn.axis.step"), yaxis_title=t("rnn.axis.loss"),
                             height=340, markers=True), key="rnn_clip")
died = next((i + 1 for i, v in enumerate(raw["loss"]) if v != v), None)
st.markdown(t("rnn.clip.reading_died", step=died) if died else t("rnn.clip.reading_ok"))
st.markdown(t("rnn.clip.not_vanishing"))

st.subheader(t("rnn.trunc.header"))
st.markdown(t("rnn.trunc.what"))
T_trunc = st.slider(t("rnn.ctl.trunc"), 4, 40, step=1, key=url_state("rnn_tr", 16, valid=lambda v: 4 <= v <= 40))
grad_tr, grad_full = truncation(T_trunc, s_seed)
boundary = rt.last_boundary(grad_tr.shape[1], T_trunc)
charts.show(cr.gradient_heatmap(grad_tr, boundary, title=t("rnn.fig.trunc", T=T_trunc),
                                xaxis_title=t("rnn.axis.t_input"),
                                yaxis_title=t("rnn.axis.unit"), colorbar_title="log₁₀|∂L/∂x|",
                                boundary_label=t("rnn.trunc.boundary")), key="rnn_trunc")
zero_before = int((grad_tr[:, :boundary] == 0).all(0).sum())
st.markdown(t("rnn.trunc.reading", zeros=zero_before, boundary=boundary,
              full_nonzero=int((grad_full > 0).any(0).sum()), L=grad_tr.shape[1]))

st.subheader(t("rnn.exp.header"))
st.markdown(t("rnn.exp.what"))
c1, c2 = st.columns([1, 2])
T_exp = c1.select_slider(t("rnn.ctl.exp_T"), [6, 8, 10],
                         key=url_state("rnn_xT", 8, parse=int, valid=lambda v: v in (6, 8, 10)))
if c1.toggle(t("rnn.exp.run"), key="rnn_exp"):
    with st.spinner(t("rnn.exp.running")):
        results = experiment(T_exp, s_seed)
    c2.dataframe(pd.DataFrame({
        t("rnn.exp.col.delay"): [r.delay for r in results],
        t("rnn.exp.col.T"): [r.T for r in results],
        t("rnn.exp.col.within"): [t("rnn.yes") if r.delay < r.T else t("rnn.no") for r in results],
        t("rnn.exp.col.acc"): [f"{r.accuracy:.1%}" for r in results],
    }), hide_index=True, width="stretch")
    c2.markdown(t("rnn.exp.reading"))
else:
    c2.info(t("rnn.exp.idle"))

# -------------------------------------------------------------------------------------- 3. the cells
st.header(t("rnn.cells.header"))
st.markdown(t("rnn.cells.what"))
c1, c2, c3 = st.columns([1, 1, 3])
dx = c1.number_input(t("rnn.ctl.dx"), 1, 4096, step=1, key=url_state("rnn_dx", 64, valid=lambda v: 1 <= v <= 4096))
dh = c2.number_input(t("rnn.ctl.dh"), 1, 4096, step=1, key=url_state("rnn_dh", 128, valid=lambda v: 1 <= v <= 4096))
rows = []
for cell in gc.BLOCKS:
    formula = gc.param_count(cell, int(dx), int(dh))
    rows.append({t("rnn.cells.col.cell"): cell, t("rnn.cells.col.blocks"): gc.BLOCKS[cell],
                 t("rnn.cells.col.formula"): f"{formula:,}",
                 t("rnn.cells.col.torch"): (f"{gc.torch_param_count(cell, int(dx), int(dh)):,}"
                                            if dx * dh <= 2 ** 20 else "—"),
                 t("rnn.cells.col.book"): f"{BOOK_PARAMS[cell]:,}" if (dx, dh) == (64, 128) else ""})
c3.dataframe(pd.DataFrame(rows), hide_index=True, width="stretch")
ratio = gc.param_count("GRU", int(dx), int(dh)) / gc.param_count("LSTM", int(dx), int(dh))
c3.markdown(t("rnn.cells.ratio", ratio=ratio))

st.subheader(t("rnn.gru.header"))
st.markdown(t("rnn.gru.what"))
gap, match, ours_norm = gru_pair(s_seed)
c1, c2 = st.columns([1, 2])
c1.metric(t("rnn.m.gru_match"), f"{match:.1e}")
c1.metric(t("rnn.m.gru_gap"), f"{max(gap):.3f}")
with c2:
    charts.show(cr.plain_lines(list(range(1, len(gap) + 1)),
                               {t("rnn.series.gap"): gap, t("rnn.series.h_norm"): ours_norm},
                               title=t("rnn.fig.gru"), xaxis_title=t("rnn.axis.t"), yaxis_title=t("rnn.axis.gap"),
                               height=320, dashed=[t("rnn.series.h_norm")]), key="rnn_gru")

st.subheader(t("rnn.pad.header"))
st.markdown(t("rnn.pad.what"))
c1, c2 = st.columns([2, 1])
text = c1.text_area(t("rnn.ctl.sentences"), key=url_state("rnn_sent", DEFAULT_SENTENCES), height=140,
                    help=t("rnn.ctl.sentences_help", n=rp.MAX_SENTENCES, w=rp.MAX_WORDS))
pcell = c2.radio(t("rnn.ctl.cell"), list(rp.CELLS), horizontal=True,
                 key=url_state("rnn_cell", "GRU", valid=lambda v: v in rp.CELLS))
sentences = rp.tokenize(text)
if not sentences:
    st.warning(t("rnn.pad.empty"))
elif len(sentences) > rp.MAX_SENTENCES or max(len(x) for x in sentences) > rp.MAX_WORDS:
    st.error(t("rnn.pad.too_many", n=rp.MAX_SENTENCES, w=rp.MAX_WORDS))
else:
    pr = padding(tuple(sentences), pcell, s_seed)
    table = {t("rnn.pad.col.sentence"): [" ".join(x) for x in pr.sentences], t("rnn.pad.col.len"): list(pr.lengths)}
    for name in rp.READOUTS:
        table[t(f"rnn.pad.read.{name}")] = [("✓ " if ok else "✗ ") + f"{dist:.2g}"
                                            for ok, dist in zip(pr.agrees(name), pr.distance[name])]
    st.dataframe(pd.DataFrame(table), hide_index=True, width="stretch")
    st.markdown(t("rnn.pad.reading"))

# ------------------------------------------------------------------------------- 4. sequential bottleneck
st.header(t("rnn.scan.header"))
st.markdown(t("rnn.scan.what"))
ns, rounds, err, times = scan_facts(s_seed)
c1, c2 = st.columns(2)
with c1:
    charts.show(cr.log_lines(ns, {t("rnn.series.sequential"): ns,
                                  t("rnn.series.rounds"): rounds},
                             title=t("rnn.fig.rounds"), xaxis_title=t("rnn.axis.n"), yaxis_title=t("rnn.axis.rounds"),
                             log_x=True, height=340), key="rnn_rounds")
with c2:
    charts.show(cr.log_lines(ns[3:], {t("rnn.series.loop_ms"): times["loop_ms"],
                                      t("rnn.series.scan_ms"): times["scan_ms"]},
                             title=t("rnn.fig.scan_time"), xaxis_title=t("rnn.axis.n"), yaxis_title=t("rnn.axis.ms"),
                             log_x=True, height=340), key="rnn_scan_time")
st.markdown(t("rnn.scan.reading", err=err, n=ns[-1], r=rounds[-1]))
d_cost = st.select_slider(t("rnn.ctl.d_cost"), [64, 128, 256, 512, 1024, 4096],
                          key=url_state("rnn_dc", 512, parse=int, valid=lambda v: v in (64, 128, 256, 512, 1024, 4096)))
cost_ns = [2 ** i for i in range(4, 16)]
charts.show(cr.cost_figure(cost_ns, d_cost, [sc.cost_recurrence(n, d_cost) for n in cost_ns],
                           [sc.cost_attention(n, d_cost) for n in cost_ns],
                           labels=(t("rnn.series.cost_rnn"), t("rnn.series.cost_attn")), title=t("rnn.fig.cost"),
                           xaxis_title=t("rnn.axis.n"), yaxis_title=t("rnn.axis.ops"),
                           crossover_label=t("rnn.cost.cross", d=d_cost)), key="rnn_cost")
st.markdown(t("rnn.cost.reading", d=d_cost))
