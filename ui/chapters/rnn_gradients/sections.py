"""The RNN-gradients page in four tabs: vanishing, gates, clipping and truncation, cost and batching.

Each tab is one function of the sidebar seed. The controls of every tab are declared once, in ``PARAMS``
(key, default, validity); the widgets read their bounds from there, and the page keeps the values of the
tabs that are closed (``ui.state.keep``), so a link holds every setting. Cached work is in ``cache``.
"""
from __future__ import annotations

import contextlib
import math

import streamlit as st
import torch

from lm_core import book
from lm_core.rnn import gated_cells as gc
from lm_core.rnn import rnn_jacobians as rj
from lm_core.rnn import rnn_padding as rp
from lm_core.rnn import rnn_training as rt
from lm_core.rnn import scan as sc
from ui import charts, present
from ui.chapters.rnn_gradients import charts as cr
from ui.chapters.rnn_gradients import cache as rc
from ui.i18n import t
from ui.numbers import localise_text, num
from ui.sliders import Grid, choice_slider, number_slider
from ui.state import Param
from ui.chapters.rnn_gradients import SPEC

HIDDENS = (16, 32, 64, 128)
FORGET_BIASES = (0.0, 1.0, 2.0, 3.0, 5.0)
TAUS = (0.1, 0.5, 1.0, 5.0, 25.0)
S_GRID = Grid(0.5, 3.0, 0.1)         # the spectral norm s and the input scale (written 1.00 / 1,00, as before)
INPUT_GRID = Grid(0.0, 3.0, 0.25)
EXP_TS = (6, 8, 10)
COST_DS = (64, 128, 256, 512, 1024, 4096)
DEFAULT_SENTENCES = "the black cat jumps on the wall\nthe cat sleeps\nkeys vanish\nthe keys on the table"
TEXT_MAX = 1000

TAB_PARAMS = {          # the controls each tab declares: key, default, validity (the widgets read their bounds here)
    "vanish": (Param("rnn_d", 64, choices=HIDDENS),
               Param("rnn_T", 100, lo=10, hi=300, valid=lambda v: v % 10 == 0),
               Param("rnn_draw", "gaussian", choices=rj.DRAWS),
               Param("rnn_s", 1.0, lo=S_GRID.lo, hi=S_GRID.hi, valid=S_GRID.on_grid),
               Param("rnn_nl", "tanh", choices=rj.NONLINS),
               Param("rnn_in", 1.0, lo=INPUT_GRID.lo, hi=INPUT_GRID.hi, valid=INPUT_GRID.on_grid)),
    "gates": (Param("rnn_fb", 1.0, choices=FORGET_BIASES),
              Param("rnn_stream", 1000, lo=250, hi=4000, valid=lambda v: v % 250 == 0),
              Param("rnn_dx", 64, lo=1, hi=4096),
              Param("rnn_dh", 128, lo=1, hi=4096)),
    "clip": (Param("rnn_tau", 1.0, choices=TAUS),
             Param("rnn_tr", 16, lo=4, hi=40),
             Param("rnn_xT", 8, choices=EXP_TS)),
    "cost": (Param("rnn_dc", 512, choices=COST_DS),
             Param("rnn_sent", DEFAULT_SENTENCES, max_len=TEXT_MAX),
             Param("rnn_cell", "GRU", choices=tuple(rp.CELLS))),
}
TABS = SPEC.tabs                                  # the tab ids, declared once in the chapter's spec
assert tuple(TAB_PARAMS) == TABS, (tuple(TAB_PARAMS), TABS)
PARAMS = tuple(p for params in TAB_PARAMS.values() for p in params)
P = {p.key: p for p in PARAMS}


def tab_settings(tab: str) -> dict:
    """The current values of one tab's controls (key -> value), whether the tab is open or not: the tab bar keeps
    a closed tab's values (``ui.tabs``). Another tab reads a tab's settings only through this."""
    return {p.key: st.session_state.get(p.key, p.default) for p in TAB_PARAMS[tab]}


def vanish_config(seed: int) -> rj.RNNConfig:
    """The Elman RNN the vanishing tab's controls describe (the gates tab draws it too, for comparison)."""
    return config_of(tab_settings("vanish"), seed)


def config_of(v: dict, seed: int) -> rj.RNNConfig:
    """The Elman RNN of the vanishing tab's settings ``v`` (key -> value)."""
    return rj.RNNConfig(hidden=int(v["rnn_d"]), length=int(v["rnn_T"]), draw=v["rnn_draw"],
                        s=round(float(v["rnn_s"]), 2), nonlin=v["rnn_nl"],
                        input_scale=float(v["rnn_in"]), seed=seed)


# ------------------------------------------------------------------------------------------------ 1. vanishing
def vanishing(seed: int) -> None:
    left, right = st.columns([1, 3])
    with left:
        st.select_slider(t("rnn_gradients.ctl.hidden"), P["rnn_d"].choices, key="rnn_d")
        st.slider(t("rnn_gradients.ctl.length"), P["rnn_T"].lo, P["rnn_T"].hi, step=10, key="rnn_T")
        st.radio(t("rnn_gradients.ctl.draw"), rj.DRAWS, format_func=lambda v: t(f"rnn_gradients.draw.{v}"),
                 horizontal=True,
                 key="rnn_draw", help=t("rnn_gradients.ctl.draw_help"))
        number_slider(st, t("rnn_gradients.ctl.s"), S_GRID, key="rnn_s", help=t("rnn_gradients.ctl.s_help"))
        st.radio(t("rnn_gradients.ctl.nonlin"), rj.NONLINS, format_func=lambda v: t(f"rnn_gradients.nonlin.{v}"),
                 horizontal=True,
                 key="rnn_nl")
        number_slider(st, t("rnn_gradients.ctl.input"), INPUT_GRID, key="rnn_in",
                      help=t("rnn_gradients.ctl.input_help"))
        st.caption(t("rnn_gradients.ctl.seed_note", seed=seed))
    cfg = vanish_config(seed)
    res, ms = rc.curve(cfg)
    far = res.norms[-1]
    with right:
        curve_tab, factor_tab = st.tabs([t("rnn_gradients.tab.curve"), t("rnn_gradients.tab.factor")])
        with curve_tab:
            charts.show(cr.log_lines(res.k, {t("rnn_gradients.series.measured"): res.norms,
                                             t("rnn_gradients.series.bound"): res.bound},
                                     dashed=[t("rnn_gradients.series.bound")], title=t("rnn_gradients.fig.curve"),
                                     xaxis_title=t("rnn_gradients.axis.k"), yaxis_title=t("rnn_gradients.axis.norm")),
                                     key="rnn_curve")
            if not present.hidden("grad100"):          # the caption quotes the hidden number: it waits too
                st.caption(t("cap.rnn_gradients.curve", k=res.k[-1], norm=res.norms[-1], bound=res.bound[-1]))
        with factor_tab:
            steps = list(range(1, cfg.length + 1))
            series = {t("rnn_gradients.series.factor"): res.factor_norm,
                      t("rnn_gradients.series.deriv"): res.mean_deriv}
            if cfg.nonlin == "tanh":
                series[t("rnn_gradients.series.saturated")] = res.saturated
            charts.show(cr.plain_lines(steps, series, title=t("rnn_gradients.fig.factor"),
                                       xaxis_title=t("rnn_gradients.axis.t"),
                                       yaxis_title=t("rnn_gradients.axis.factor")), key="rnn_factor")
            st.caption(t("cap.rnn_gradients.factor", t=steps[-1], f=res.factor_norm[-1],
                         mean=sum(res.factor_norm) / len(res.factor_norm)))
            st.markdown(t("rnn_gradients.factor.reading"))
        m1, m2 = st.columns(2)                          # two by two: four in a row cut the labels off
        shown = present.reveal("grad100", t("rnn_gradients.m.far", T=cfg.length), num(far, ".2e"), where=m1)
        m2.metric(t("rnn_gradients.m.bound", T=cfg.length), num(res.bound[-1], ".2e"))
        m3, m4 = st.columns(2)
        m3.metric(t("rnn_gradients.m.norm"), num(res.spectral_norm, ".3f"))
        m4.metric(t("rnn_gradients.m.radius"), num(res.spectral_radius, ".3f"), help=t("rnn_gradients.m.radius_help"))
    verdict = "explodes" if far > 10 else "vanishes" if far < 1e-3 else "holds"
    if shown:                                          # the verdict quotes the number: it waits for the reveal
        st.markdown(t(f"rnn_gradients.verdict.{verdict}", T=cfg.length, v=far))
    st.markdown(t("rnn_gradients.vanish.what"))
    st.markdown(t("rnn_gradients.vanish.facts"))
    with st.expander(t("rnn_gradients.how.title")):
        st.markdown(t("rnn_gradients.how.body", ms=ms))


# ------------------------------------------------------------------------------------------------ 2. gates
def gates(seed: int) -> None:
    present.explain(t("rnn_gradients.gates.what"))
    cfg = vanish_config(seed)
    res, _ = rc.curve(cfg)
    c1, c2 = st.columns([1, 2])
    table = st.container() if present.active() else c2    # projector mode: the chart beside the knob, table under
    sig1 = 1 / (1 + math.exp(-1.0))
    fb = choice_slider(c1, t("rnn_gradients.ctl.fb"), P["rnn_fb"].choices, key="rnn_fb",
                       help=t("rnn_gradients.ctl.fb_help", s1=sig1, p1=sig1 ** 100, p0=0.5 ** 100))
    g = rc.gated(cfg, fb)
    lo, hi = rc.nn_lstm_forget_gate(seed)
    sig = float(torch.sigmoid(torch.tensor(fb)))
    present.dataframe({
        t("rnn_gradients.arith.factor"): [num(0.999, "g"), num(0.9, "g"), f"σ({num(fb, 'g')}) = {num(sig, '.3f')}",
                                f"{t('rnn_gradients.arith.mean_f')} = {num(g.mean_forget, '.3f')}"],
        t("rnn_gradients.arith.power"): [num(0.999 ** 100, ".3f"), num(0.9 ** 100, ".6f"), num(sig ** 100, ".3g"),
                               num(g.mean_forget ** 100, ".3g")],
        t("rnn_gradients.arith.book"): [localise_text(book.PATH_0999.printed), localise_text(book.PATH_09.printed), "",
                                        ""],
    }, hide_index=True, width="stretch", where=table)
    c1.caption(t("rnn_gradients.gates.nn_lstm", lo=lo, hi=hi))
    elman = t("rnn_gradients.series.elman", d=cfg.hidden)
    with c2 if present.active() else contextlib.nullcontext():
        charts.show(cr.log_lines(list(range(len(g.gru))),
                                 {t("rnn_gradients.series.lstm_path"): g.lstm_cell_path,
                                  t("rnn_gradients.series.lstm_full"): g.lstm_full,
                                  t("rnn_gradients.series.gru"): g.gru, elman: res.norms},
                                 dashed=[elman], title=t("rnn_gradients.fig.gates", d=min(cfg.hidden, 64)),
                                 xaxis_title=t("rnn_gradients.axis.k"), yaxis_title=t("rnn_gradients.axis.gates")),
                                 key="rnn_gates")
    st.caption(t("cap.rnn_gradients.gates", k=len(g.gru) - 1, path=g.lstm_cell_path[-1], full=g.lstm_full[-1],
                 gru=g.gru[-1],
                 elman=res.norms[len(g.gru) - 1]))
    st.markdown(t("rnn_gradients.gates.reading"))
    _stream(seed)
    _cells()
    _gru(seed)


def _stream(seed: int) -> None:
    st.subheader(t("rnn_gradients.stream.header"))
    st.markdown(t("rnn_gradients.stream.what"))
    n_stream = st.slider(t("rnn_gradients.ctl.stream"), P["rnn_stream"].lo, P["rnn_stream"].hi, step=250,
                         key="rnn_stream")
    runs = rc.stream(n_stream, seed)
    m1, m2, m3, m4 = st.columns(4)
    m1.metric(t("rnn_gradients.m.c_1997"), num(runs[False]['c_norm'][-1], ".0f"))
    m2.metric(t("rnn_gradients.m.c_forget"), num(max(runs[True]['c_norm']), ".2f"))
    m3.metric(t("rnn_gradients.m.sat_1997"), num(runs[False]['saturated'][-1], ".0%"))
    m4.metric(t("rnn_gradients.m.sat_forget"), num(runs[True]['saturated'][-1], ".0%"))
    c1, c2 = st.columns(2)
    names = {False: t("rnn_gradients.series.no_forget"), True: t("rnn_gradients.series.forget")}
    with c1:
        charts.show(cr.log_lines(list(range(1, n_stream + 1)), {names[k]: runs[k]["c_norm"] for k in names},
                                 title=t("rnn_gradients.fig.stream_c"), xaxis_title=t("rnn_gradients.axis.t"),
                                 yaxis_title=t("rnn_gradients.axis.c"), height=340), key="rnn_stream_c")
        st.caption(t("cap.rnn_gradients.stream_c", a=max(runs[False]["c_norm"]), b=max(runs[True]["c_norm"])))
    with c2:
        spread_x = list(range(50, 50 + len(runs[False]["spread"])))
        charts.show(cr.plain_lines(spread_x, {names[k]: runs[k]["spread"] for k in names},
                                   title=t("rnn_gradients.fig.stream_spread"), xaxis_title=t("rnn_gradients.axis.t"),
                                   yaxis_title=t("rnn_gradients.axis.spread"), height=340), key="rnn_stream_spread")
        st.caption(t("cap.rnn_gradients.stream_spread", a=runs[False]["spread"][-1], b=runs[True]["spread"][-1]))
    st.markdown(t("rnn_gradients.stream.reading"))


def _cells() -> None:
    st.subheader(t("rnn_gradients.cells.header"))
    st.markdown(t("rnn_gradients.cells.what"))
    c1, c2, c3 = st.columns([1, 1, 3])
    dx = int(c1.number_input(t("rnn_gradients.ctl.dx"), P["rnn_dx"].lo, P["rnn_dx"].hi, step=1, key="rnn_dx"))
    dh = int(c2.number_input(t("rnn_gradients.ctl.dh"), P["rnn_dh"].lo, P["rnn_dh"].hi, step=1, key="rnn_dh"))
    printed = book.RNN_PARAMS_64_128
    rows = [{t("rnn_gradients.cells.col.cell"): cell, t("rnn_gradients.cells.col.blocks"): gc.BLOCKS[cell],
             t("rnn_gradients.cells.col.formula"): num(gc.param_count(cell, dx, dh), ","),
             t("rnn_gradients.cells.col.torch"): num(gc.torch_param_count(cell, dx, dh),
                                                     ",") if dx * dh <= 2 ** 20 else "—",
             t("rnn_gradients.cells.col.book"): num(printed[cell].value, ",") if (dx, dh) == (64, 128) else ""}
            for cell in gc.BLOCKS]
    present.dataframe(rows, hide_index=True, width="stretch", where=c3)
    c3.markdown(t("rnn_gradients.cells.ratio", ratio=gc.param_count("GRU", dx, dh) / gc.param_count("LSTM", dx, dh)))


def _gru(seed: int) -> None:
    st.subheader(t("rnn_gradients.gru.header"))
    st.markdown(t("rnn_gradients.gru.what"))
    gap, match, ours_norm = rc.gru_pair(seed)
    c1, c2 = st.columns([1, 2])
    c1.metric(t("rnn_gradients.m.gru_match"), num(match, ".1e"))
    c1.metric(t("rnn_gradients.m.gru_gap"), num(max(gap), ".3f"))
    with c2:
        charts.show(cr.plain_lines(list(range(1, len(gap) + 1)),
                                   {t("rnn_gradients.series.gap"): gap, t("rnn_gradients.series.h_norm"): ours_norm},
                                   title=t("rnn_gradients.fig.gru"), xaxis_title=t("rnn_gradients.axis.t"),
                                   yaxis_title=t("rnn_gradients.axis.gap"),
                                   height=320, dashed=[t("rnn_gradients.series.h_norm")]), key="rnn_gru")
        st.caption(t("cap.rnn_gradients.gru", gap=max(gap), t=gap.index(max(gap)) + 1))


# ------------------------------------------------------------------------------------ 3. clipping and truncation
def clipping(seed: int) -> None:
    st.markdown(t("rnn_gradients.clip.what", s=rc.CLIP_S, L=rc.CLIP_L, g=rc.CLIP_S ** rc.CLIP_L))
    c1, c2 = st.columns([1, 2])
    tau = choice_slider(c1, t("rnn_gradients.ctl.tau"), P["rnn_tau"].choices, key="rnn_tau")
    demo, raw, clipped = rc.clipping(tau, seed)
    c1.metric(t("rnn_gradients.m.before"), num(demo.norm_before, ".3g"))
    c1.metric(t("rnn_gradients.m.after"), num(demo.norm_after, ".3g"))
    c1.metric(t("rnn_gradients.m.cos"), num(demo.cosine, ".6f"))
    died = next((i + 1 for i, v in enumerate(raw["loss"]) if not math.isfinite(v)), None)
    with c2:
        fig = (cr.log_lines.uncached if died else cr.log_lines)(list(range(1, len(raw["loss"]) + 1)),
                           {t("rnn_gradients.series.no_clip"): raw["loss"], t("rnn_gradients.series.clip",
                                                                              tau=tau): clipped["loss"]},
                           title=t("rnn_gradients.fig.clip"), xaxis_title=t("rnn_gradients.axis.step"),
                           yaxis_title=t("rnn_gradients.axis.loss"),
                           height=380, markers=True)
        if died:
            cr.mark_death(fig, died, raw["loss"], t("rnn_gradients.clip.died_mark", step=died))
        charts.show(fig, key="rnn_clip")
    st.markdown(t("rnn_gradients.clip.reading_died", step=died) if died else t("rnn_gradients.clip.reading_ok"))
    st.markdown(t("rnn_gradients.clip.not_vanishing"))
    _truncation(seed)
    _experiment(seed)


def _truncation(seed: int) -> None:
    st.subheader(t("rnn_gradients.trunc.header"))
    st.markdown(t("rnn_gradients.trunc.what"))
    T = st.slider(t("rnn_gradients.ctl.trunc"), P["rnn_tr"].lo, P["rnn_tr"].hi, step=1, key="rnn_tr")
    grad_tr, grad_full = rc.truncation(T, seed)
    boundary = rt.last_boundary(grad_tr.shape[1], T)
    charts.show(cr.gradient_heatmap(grad_tr, boundary, title=t("rnn_gradients.fig.trunc", T=T),
                                    xaxis_title=t("rnn_gradients.axis.t_input"),
                                    yaxis_title=t("rnn_gradients.axis.unit"),
                                    colorbar_title="log₁₀|∂L/∂x|", boundary_label=t("rnn_gradients.trunc.boundary")),
                key="rnn_trunc")
    st.markdown(t("rnn_gradients.trunc.reading", zeros=int((grad_tr[:, :boundary] == 0).all(0).sum()),
                  boundary=boundary,
                  full_nonzero=int((grad_full > 0).any(0).sum()), L=grad_tr.shape[1]))


def _experiment(seed: int) -> None:
    st.subheader(t("rnn_gradients.exp.header"))
    st.markdown(t("rnn_gradients.exp.what"))
    c1, c2 = st.columns([1, 2])
    T = c1.select_slider(t("rnn_gradients.ctl.exp_T"), P["rnn_xT"].choices, key="rnn_xT")
    if not c1.toggle(t("rnn_gradients.exp.run"), key="rnn_exp", wrap=True):
        c2.info(t("rnn_gradients.exp.idle"))
        return
    with st.spinner(t("rnn_gradients.exp.running")):
        results = rc.experiment(T, seed)
    present.dataframe({
        t("rnn_gradients.exp.col.delay"): [r.delay for r in results],
        t("rnn_gradients.exp.col.T"): [r.T for r in results],
        t("rnn_gradients.exp.col.within"): [t("rnn_gradients.yes") if r.delay < r.T else t("rnn_gradients.no")
                                            for r in results],
        t("rnn_gradients.exp.col.acc"): [num(r.accuracy, ".1%") for r in results],
    }, hide_index=True, width="stretch", where=c2)
    c2.markdown(t("rnn_gradients.exp.reading"))


# ------------------------------------------------------------------------------------------ 4. cost and batching
def cost(seed: int) -> None:
    present.explain(t("rnn_gradients.scan.what"))
    top = present.ahead()                  # projector mode: the knob and the cost curves first
    ns, rounds, err, times = rc.scan_facts(seed)
    c1, c2 = st.columns(2)
    with c1:
        charts.show(cr.log_lines(ns, {t("rnn_gradients.series.sequential"): ns,
                                      t("rnn_gradients.series.rounds"): rounds},
                                 title=t("rnn_gradients.fig.rounds"), xaxis_title=t("rnn_gradients.axis.n"),
                                 yaxis_title=t("rnn_gradients.axis.rounds"), log_x=True, height=340), key="rnn_rounds")
        st.caption(t("cap.rnn_gradients.rounds", n=ns[-1], r=rounds[-1]))
    with c2:
        charts.show(cr.log_lines(ns[3:], {t("rnn_gradients.series.loop_ms"): times["loop_ms"],
                                          t("rnn_gradients.series.scan_ms"): times["scan_ms"]},
                                 title=t("rnn_gradients.fig.scan_time"), xaxis_title=t("rnn_gradients.axis.n"),
                                 yaxis_title=t("rnn_gradients.axis.ms"), log_x=True, height=340), key="rnn_scan_time")
        st.caption(t("cap.rnn_gradients.scan_time", n=ns[-1], loop=times["loop_ms"][-1], scan=times["scan_ms"][-1]))
    st.markdown(t("rnn_gradients.scan.reading", err=err, n=ns[-1], r=rounds[-1]))
    with top:
        d = st.select_slider(t("rnn_gradients.ctl.d_cost"), P["rnn_dc"].choices, key="rnn_dc")
        cost_ns = [2 ** i for i in range(4, 16)]
        charts.show(cr.cost_figure(cost_ns, d, [sc.cost_recurrence(n, d) for n in cost_ns],
                                   [sc.cost_attention(n, d) for n in cost_ns],
                                   labels=(t("rnn_gradients.series.cost_rnn"), t("rnn_gradients.series.cost_attn")),
                                   title=t("rnn_gradients.fig.cost"), xaxis_title=t("rnn_gradients.axis.n"),
                                   yaxis_title=t("rnn_gradients.axis.ops"),
                                   crossover_label=t("rnn_gradients.cost.cross", d=d)), key="rnn_cost")
        st.markdown(t("rnn_gradients.cost.reading", d=d))
    _padding(seed)


def _padding(seed: int) -> None:
    st.subheader(t("rnn_gradients.pad.header"))
    st.markdown(t("rnn_gradients.pad.what"))
    c1, c2 = st.columns([2, 1])
    text = c1.text_area(t("rnn_gradients.ctl.sentences"), key="rnn_sent", height=140, max_chars=TEXT_MAX,
                        help=t("rnn_gradients.ctl.sentences_help", n=rp.MAX_SENTENCES, w=rp.MAX_WORDS))
    cell = c2.radio(t("rnn_gradients.ctl.cell"), P["rnn_cell"].choices, horizontal=True, key="rnn_cell")
    sentences = rp.tokenize(text)
    if not sentences:
        st.warning(t("rnn_gradients.pad.empty"))
        return
    if len(sentences) > rp.MAX_SENTENCES or max(len(x) for x in sentences) > rp.MAX_WORDS:
        st.error(t("rnn_gradients.pad.too_many", n=rp.MAX_SENTENCES, w=rp.MAX_WORDS))
        return
    pr = rc.padding(tuple(tuple(x) for x in sentences), cell, seed)
    table = {t("rnn_gradients.pad.col.sentence"): [" ".join(x) for x in pr.sentences],
             t("rnn_gradients.pad.col.len"): list(pr.lengths)}
    for name in rp.READOUTS:
        table[t(f"rnn_gradients.pad.read.{name}")] = [("✓ " if ok else "✗ ") + num(dist, ".2g")
                                            for ok, dist in zip(pr.agrees(name), pr.distance[name])]
    present.dataframe(table, hide_index=True, width="stretch")
    st.markdown(t("rnn_gradients.pad.reading"))


SECTIONS = {"vanish": vanishing, "gates": gates, "clip": clipping, "cost": cost}


# ---------------------------------------------------------------- the server's warm-up (ui/warmup.py)

def warm():
    """The RNN page's first tab at its defaults (the book's seed), for the server's warm-up (``ui/warmup.py``, which
    finds it here: ``SPEC.warm``; ``warm_tabs`` has the others, without the delayed-copy experiment: it runs only on
    request). Yields a step name
    after each step."""
    seed = book.SEED
    d = {p.key: p.default for p in PARAMS}
    cfg = config_of(d, seed)
    rc.curve(cfg)
    yield "curve"


def warm_tabs():
    """The RNN page's other tabs at their defaults (``warm()`` has the first)."""
    seed = book.SEED
    d = {p.key: p.default for p in PARAMS}
    cfg = config_of(d, seed)
    rc.gated(cfg, d["rnn_fb"])
    rc.nn_lstm_forget_gate(seed)
    yield "gated"
    rc.stream(d["rnn_stream"], seed)
    yield "stream"
    rc.gru_pair(seed)
    yield "gru_pair"
    rc.clipping(d["rnn_tau"], seed)
    rc.truncation(d["rnn_tr"], seed)
    yield "clipping"
    rc.scan_facts(seed)
    rc.padding(tuple(tuple(x) for x in rp.tokenize(d["rnn_sent"])), d["rnn_cell"], seed)
    yield "scan_padding"
