"""The attention page's sections: the header and the shared example, then one function per tab.

Each section takes its inputs as arguments (the :class:`Example` every toy tab works on, and ``n``, the
naming helper) and declares the widget keys it owns in :data:`SECTIONS` (an :class:`AttentionTab` each); the
page's tab bar (:data:`BAR`, ``ui.tabs``) keeps those keys alive while another tab is open, so that list follows
from the declarations instead of being kept by hand.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Callable

import numpy as np
import streamlit as st

from lm_core.attention import attention as att
from lm_core.attention import attention_algebra as alg
from lm_core import book
from ui import book as book_ui
from ui import cached_charts  # each figure built once per server (ui/figures.py)
from ui import charts, export, present
from ui.chapters.attention import charts as ca
from ui.chapters.attention.charts import num, sci
from ui.chapters.attention.cache import SAT_KS, saturation
from ui.chapters.attention.models import encoder_tab, tiny_tab
from ui.i18n import lookup, t
from ui.numbers import localise_text
from ui.inputs import show
from ui.sidebar import seed
from ui.sliders import Grid, number_slider
from ui.state import clamp, url_state
from ui.tabs import TabBar
from ui.chapters.attention import SPEC
from ui.chapters.attention.stack import stack
from ui.chapters.attention.stack import output

FACTORS = (1, 10, 100, 300, 1000, 3000, 10000)
TEMPERATURES = Grid(0.05, 5.0, 0.05)   # the softmax temperature's values (written 1.00 / 1,00, as before)
HEADER_KEYS = ("at_sent", "at_seed", "at_d", "at_k")       # above every tab (in projector mode in one fold)


def n(name: str) -> str:
    """A name from the dictionary, in the sidebar's naming."""
    return t(f"attention.name.{name}")


def bump(counter: str) -> None:
    """Button callback: count the clicks (a callback runs before the script, so no click is ever lost)."""
    st.session_state[counter] = st.session_state.get(counter, 0) + 1


@dataclass(frozen=True)
class Example:
    """The sentence and the toy draw every toy tab works on."""

    words: tuple[str, ...]
    labels: tuple[str, ...]       # unique display labels (a repeated word gets a superscript)
    cfg: att.ToyConfig
    toy: att.Toy


# ---- header ------------------------------------------------------------------------------------------------

def header() -> Example | None:
    """Title, lead, the three expanders and the example's controls; None (with a message) for a bad sentence.

    In projector mode all of it but the title is one fold, the example's controls first: every section repeats the
    header, and the section's own controls and figure get the screen (the controls keep their values and links)."""
    st.title(t("attention.title"))
    if present.active():
        with st.expander(t("attention.setup")):
            c1, c2, c3, c4 = st.columns([2, 1, 1, 1])
            st.markdown(t("attention.lead"))
            for title, body in (("attention.intro.title", lambda: st.markdown(t("attention.intro",
                                                                                softmax=n("softmax")))),
                                ("attention.dict.title", dictionary)):
                st.markdown(f"**{t(title)}**")
                body()
            st.markdown(f"**{t('attention.draw_title')}**")
            draw_box = st.container()
    else:
        present.explain(t("attention.lead"))
        e1, e2, e3 = st.columns(3)
        with e1.expander(t("attention.intro.title")):
            st.markdown(t("attention.intro", softmax=n("softmax")))
        with e2.expander(t("attention.dict.title")):
            dictionary()
        draw_box = e3.expander(t("attention.draw_title"))
        c1, c2, c3, c4 = st.columns([2, 1, 1, 1])
    raw = c1.text_input(t("attention.sentence"), key=url_state("at_sent", att.EXAMPLE, max_len=300), max_chars=300,
                        help=t("attention.sentence_help"))
    ref = att.ToyConfig()
    toy_seed = c2.number_input(t("attention.toy_seed"), 0, 2**31 - 1, step=1,
                               help=t("attention.toy_seed_help", seed=ref.seed, d=ref.d, k=ref.k, sentence=att.EXAMPLE),
                               key=url_state("at_seed", 0, lo=0, hi=2**31 - 1))
    d = c3.slider(t("attention.d"), 2, 16, key=url_state("at_d", 6, lo=2, hi=16), help=t("attention.d_help"))
    url_state("at_k", 3, lo=1, hi=16)
    clamp("at_k", 1, d)                                                  # k ≤ d: clamp, never raise
    k = c4.slider(t("attention.k"), 1, d, key="at_k", help=t("attention.k_help"))
    try:
        words = att.split_sentence(raw)
    except att.SentenceError as err:
        show(err, "attention")
        return None
    cfg = att.ToyConfig(d=d, k=k, seed=int(toy_seed))
    toy = att.draw_toy(words, cfg)
    draw_box.markdown(t("attention.draw_note", seed=cfg.seed, d=d, k=k, distinct=", ".join(toy.distinct)))
    return Example(words, tuple(ca.unique_labels(words)), cfg, toy)


def dictionary() -> None:
    """The machine-learning names next to the chapter's plain ones."""
    st.markdown(t("attention.dict.intro", toggle=t("common.sidebar.naming")))
    names = ("query", "key", "value", "score", "weight", "softmax", "head")
    present.dataframe({
        t("attention.dict.col.ml"): [lookup(f"attention.name.{x}", naming="ml") for x in names],
        t("attention.dict.col.plain"): [lookup(f"attention.name.{x}", naming="plain") + (f" {m}" if m else "")
                                   for x, m in zip(names, ("W^A", "W^B", "W^C", "r_ij", "α_ij", "", ""))],
        t("attention.dict.col.does"): [t(f"attention.dict.does.{x}") for x in names],
    }, hide_index=True, width="stretch")


# ---- 1. the mechanism --------------------------------------------------------------------------------------

def mechanism(ex: Example) -> None:
    """Scores and weights first (controls right above them), the chapter's numbers, then the projections."""
    E, toy, labels, words, d, k = ex.toy.E, ex.toy, list(ex.labels), ex.words, ex.cfg.d, ex.cfg.k
    k1, k2, k3 = st.columns(3)
    scale = k1.toggle(t("attention.scale"), key=url_state("at_scale", True), wrap=True)
    temp = number_slider(k2, t("attention.temperature"), TEMPERATURES, help=t("attention.temperature_help",
                                                                              softmax=n("softmax")),
                         key=url_state("at_temp", 1.0, lo=TEMPERATURES.lo, hi=TEMPERATURES.hi,
                                       valid=TEMPERATURES.on_grid))
    causal = k3.toggle(t("attention.causal"), key=url_state("at_causal", False), help=t("attention.causal_help"),
                       wrap=True)
    res = att.attend(E, toy.WA, toy.WB, toy.WC, scale=scale, temperature=temp, causal=causal)
    scaled = f" / √{k}" if scale else ""
    h = ca.matrix_height(len(words))
    c_r, c_a = st.columns(2)
    with c_r:
        charts.show(ca.matrix(res.R, labels, labels, title=t("attention.step.R", scores=n("scores"), scaled=scaled),
                              height=h, width=ca.HALF), key="at_fig_R")
        ri, rj = np.unravel_index(int(np.argmax(np.where(np.isfinite(res.R), res.R, -np.inf))), res.R.shape)
        st.caption(t("cap.attention.R", a=labels[ri], b=labels[rj], v=res.R[ri, rj]))
        st.caption(t("attention.step.caption.R", scaled=scaled))
    with c_a:
        charts.show(ca.weights(res.alpha, words, height=h, width=ca.HALF,
                               title=t("attention.step.alpha", weights=n("weights"), softmax=n("softmax"))),
                    key="at_fig_alpha")
        ai, aj = np.unravel_index(int(np.argmax(res.alpha)), res.alpha.shape)
        st.caption(t("cap.attention.alpha", a=labels[ai], b=labels[aj], v=res.alpha[ai, aj]))
        st.caption(t("attention.step.caption.alpha", softmax=n("softmax")))
    if causal:
        st.info(t("attention.masked_note"))
    book_panel(ex, att.attend(E, toy.WA, toy.WB, toy.WC))

    st.subheader(t("attention.proj.title"))
    dims_k = [str(x + 1) for x in range(k)]
    titles = [t(f"attention.step.{key}", d=d, name=n({"A": "query", "B": "key", "C": "value"}.get(key, "query")))
              for key in "EABC"]
    # two to a row: on a phone four in one row leave a matrix narrower than its title's words (issue 21)
    # (on a phone each matrix is too narrow for its numbers: charts.show hides them there)
    charts.show(ca.side_by_side((E, res.A, res.B, res.C), labels, titles, height=h - 40, per_row=2,
                                xaxis_title=t("attention.dims")), key="at_fig_EABC")
    if len(toy.distinct) >= 2 and not causal:
        gap = np.where(np.isfinite(res.R) & np.isfinite(res.R.T), np.abs(res.R - res.R.T), -1.0)
        a, b = np.unravel_index(int(np.argmax(gap)), gap.shape)            # the most lopsided pair
        st.markdown(t("attention.asym", a=labels[a], b=labels[b], rab=res.R[a, b], rba=res.R[b, a]))
    if st.session_state.get("at_focus") not in labels:
        st.session_state["at_focus"] = labels[-1]
    c_o, c_f = st.columns([k + 2, max(len(words), 4)])
    with c_o:
        charts.show(ca.matrix(res.O, labels, dims_k, title=t("attention.step.O"), digits=1, height=h,
                              width=ca.FULL * (k + 2) / (k + 2 + max(len(words), 4)), xaxis_title=t("attention.dims")),
                    key="at_fig_O")
        st.caption(t("cap.attention.O", n=res.O.shape[0], k=res.O.shape[1], v=float(np.abs(res.O).max())))
        st.caption(t("attention.step.caption.O"))
    with c_f:
        focus = st.selectbox(t("attention.focus"), labels, key="at_focus")
        fi = labels.index(focus)
        charts.show(cached_charts.bars(labels, res.alpha[fi], text=[num(v, ".2f") for v in res.alpha[fi]], height=300,
                                title=t("attention.focus_bars", word=focus, weight=n("weight"),
                                        total=res.alpha[fi].sum()),
                                hovertemplate="%{x}: %{y:.4f}<extra></extra>"), key="at_fig_focus")
        top = int(np.argmax(res.alpha[fi]))
        st.caption(t("cap.attention.focus", word=focus, v=res.alpha[fi][top], other=labels[top]))


def book_panel(ex: Example, base: att.Attention) -> None:
    """The chapter's printed numbers next to ours, only when the setting is the chapter's."""
    if not (" ".join(ex.words) == att.EXAMPLE and ex.cfg == att.ToyConfig()):
        ref = att.ToyConfig()
        st.caption(t("attention.book.other", score=n("score"), sentence=att.EXAMPLE, seed=ref.seed, d=ref.d, k=ref.k))
        return
    i, j = ex.words.index("salta"), ex.words.index("gatto")
    st.markdown(f"**{t('attention.book.title')}**")
    m1, m2, m3 = st.columns([1, 1, 2])
    m1.metric(t("attention.book.r_sg"), num(base.R[i, j], ".3f"))
    book_ui.caption(book.ATT_R_SALTA_GATTO, where=m1)
    m2.metric(t("attention.book.r_gs"), num(base.R[j, i], ".3f"))
    book_ui.caption(book.ATT_R_GATTO_SALTA, where=m2)
    m3.markdown(t("attention.book.alpha_row", row=localise_text(str(np.round(base.alpha[i], 3)))))
    book_ui.caption(book.ATT_ALPHA_SALTA, where=m3)
    st.caption(t("attention.book.caption"))


# ---- 2. scaling and stability ------------------------------------------------------------------------------

def knobs(ex: Example) -> None:
    """Why divide by √k (saturation curves), and the log-sum-exp softmax against the naive one."""
    words, labels, toy, d = ex.words, list(ex.labels), ex.toy, ex.cfg.d
    st.subheader(t("attention.sat.title"))
    present.explain(t("attention.sat.intro", softmax=n("softmax"), n=len(words)))
    kmax = st.select_slider(t("attention.sat.kmax"), SAT_KS[2:], key=url_state("at_kmax", 1024, choices=SAT_KS[2:]))
    s_on, s_off = saturation(len(words), d, kmax, True), saturation(len(words), d, kmax, False)
    series = (t("attention.sat.scaled"), t("attention.sat.raw"))
    g1, g2 = st.columns(2)
    with g1:
        charts.show(ca.saturation(s_on.ks, s_on.max_weight, s_off.max_weight, names=series,
                                  xaxis_title=t("attention.sat.x"), title=t("attention.sat.max_weight",
                                                                            weight=n("weight"))),
                    key="at_fig_satmax")
        st.caption(t("cap.attention.satmax", k=int(s_on.ks[-1]), on=s_on.max_weight[-1], off=s_off.max_weight[-1]))
    with g2:
        charts.show(ca.saturation(s_on.ks, s_on.grad_norm, s_off.grad_norm, names=series,
                                  xaxis_title=t("attention.sat.x"),
                                  title=t("attention.sat.grad", softmax=n("softmax"))), key="at_fig_satgrad")
    st.markdown(t("attention.sat.readout", k=int(s_on.ks[-1]), raw_max=s_off.max_weight[-1],
                  raw_grad=s_off.grad_norm[-1], s_max=s_on.max_weight[-1], s_grad=s_on.grad_norm[-1]))

    st.subheader(t("attention.lse.title", softmax=n("softmax")))
    st.markdown(t("attention.lse.intro"))
    row = len(words) - 1
    factor = st.select_slider(t("attention.lse.factor", word=labels[row]), FACTORS,
                              key=url_state("at_factor", 1000, choices=FACTORS))
    z, naive, stable = att.overflow_demo(att.attend(toy.E, toy.WA, toy.WB, toy.WC).R[row], factor)
    # a static table of formatted text: the same cells at every factor (no stale grid), NaN and ∞ shown as such
    export.table({
        t("attention.lse.col.word"): labels, t("attention.lse.col.score"): [num(v) for v in z],
        t("attention.lse.col.naive", softmax=n("softmax")): [num(v) for v in naive],
        t("attention.lse.col.stable", softmax=n("softmax")): [num(v) for v in stable],
    }, hide_index=True)
    bad = int(np.sum(~np.isfinite(naive)))
    if bad:
        st.warning(t("attention.lse.overflow", bad=bad, n=len(naive)))
    else:
        st.success(t("attention.lse.ok", gap=float(np.max(np.abs(naive - stable)))))


# ---- 3. low rank and non-identifiability -------------------------------------------------------------------

def algebra(ex: Example) -> None:
    """M = (W^A)ᵀ W^B and its rank, the GPT-3 count, and the reparametrisations that leave the model alone."""
    E, toy, d, k = ex.toy.E, ex.toy, ex.cfg.d, ex.cfg.k
    st.subheader(t("attention.lr.title"))
    asking = present.hidden("attn_rank")       # the rank's bound and the singular values give it away: they wait
    st.markdown(t("attention.lr.intro_ask" if asking else "attention.lr.intro"))
    M = alg.bilinear_matrix(toy.WA, toy.WB)
    sv = np.linalg.svd(M, compute_uv=False)
    base = att.attend(E, toy.WA, toy.WB, toy.WC)
    g1, g2 = st.columns(2)
    dims_d = [str(x + 1) for x in range(d)]
    with g1:
        charts.show(ca.matrix(M, dims_d, dims_d, title=t("attention.lr.M", d=d), height=ca.matrix_height(d),
                              width=ca.HALF), key="at_fig_M")
        st.caption(t("cap.attention.M", d=d, v=float(np.abs(M).max())))
    with g2:
        if asking:
            st.caption(t("present.waits"))
        else:
            charts.show(ca.singular_values(sv, title=t("attention.lr.sv"), xaxis_title=t("attention.lr.sv_x")),
                        key="at_fig_sv")
    m1, m2 = st.columns(2)
    if present.reveal("attn_rank", t("attention.lr.rank"), int(np.linalg.matrix_rank(M)), where=m1):
        m1.caption(t("attention.lr.rank_cap", k=min(k, d)))
    m2.metric(t("attention.lr.check"), num(np.max(np.abs(alg.scores_from_M(E, M, k) - base.R)), ".1e"))
    m2.caption(t("attention.lr.check_cap"))

    st.subheader(t("attention.gpt3.title"))
    gpt = alg.LowRankCount(alg.GPT3.d, int(alg.GPT3.head_size))
    cols = st.columns(5)
    cols[0].metric(t("attention.gpt3.d"), num(gpt.d, ","))
    cols[1].metric(t("attention.gpt3.k"), num(gpt.k, ","))
    for col, label, value, fig in ((cols[2], "full", gpt.full, book.GPT3_FULL),
                                   (cols[3], "factored", gpt.factored, book.GPT3_FACTORED)):
        col.metric(t(f"attention.gpt3.{label}"), sci(value), help=num(value, ","))
        book_ui.caption(fig, where=col)
    cols[4].metric(t("attention.gpt3.ratio"), f"{num(gpt.ratio, 'g')}×")
    book_ui.caption(book.GPT3_RATIO, where=cols[4])

    st.subheader(t("attention.ni.title"))
    st.markdown(t("attention.ni.intro"))
    st.button(t("attention.ni.new"), key="at_ni_new", on_click=bump, args=("at_ni_count",))
    draw = st.session_state.get("at_ni_count", 0)
    rng = np.random.default_rng([seed(), draw])
    inv = alg.invariances(toy, alg.random_orthogonal(k, rng), alg.random_invertible(k, rng),
                          alg.random_invertible(d, rng))
    st.caption(t("attention.ni.draw", n=draw, seed=seed()))
    rows = [("rot", "rot_tables", inv.rotation_weights_changed), ("rot", "rot_scores", inv.rotation_scores),
            ("s", "s_M", inv.s_matrix), ("s", "rot_scores", inv.s_scores),
            ("r_full", "r_scores", inv.r_scores), ("r_full", "r_out", inv.r_outputs_with_wc),
            ("r_partial", "r_out", inv.r_outputs_without_wc)]
    present.dataframe({
        t("attention.ni.col.change"): [t(f"attention.ni.{a}") for a, _, _ in rows],
        t("attention.ni.col.what"): [t(f"attention.ni.{b}", score=n("score")) for _, b, _ in rows],
        t("attention.ni.col.gap"): [num(g, ".1e") for _, _, g in rows],
        t("attention.ni.col.verdict"): [t("attention.ni.same") if g < 1e-9 else t("attention.ni.changed") for _, _,
                                        g in rows],
    }, hide_index=True, width="stretch")
    st.markdown(t("attention.ni.reading"))


# ---- the tab list: ids, today's labels (old links), and the keys each section owns ------------------------

@dataclass(frozen=True)
class AttentionTab:
    id: str                                   # the stable URL value of at_tab
    render: Callable[[Example], None]
    keys: tuple[str, ...]                     # widget keys this section owns (kept while another tab is open)


def _stack(ex: Example) -> None:
    stack(ex, n)


def _output(ex: Example) -> None:
    output(n)


SECTIONS = (
    AttentionTab("mechanism", mechanism, ("at_scale", "at_temp", "at_causal", "at_focus")),
    AttentionTab("knobs", knobs, ("at_kmax", "at_factor")),
    AttentionTab("algebra", algebra, ()),
    AttentionTab("stack", _stack, ("at_H", "at_pos", "at_L")),
    AttentionTab("output", _output, ("at_cd", "at_cL", "at_cH", "at_cV")),
    AttentionTab("tiny", lambda ex: tiny_tab(n), ("at_tiny_name",)),
    AttentionTab("encoder", lambda ex: encoder_tab(n), ("at_enc_load", "at_enc_text", "at_enc_l", "at_enc_h")),
)
TAB_IDS = SPEC.tabs                               # declared once in the chapter's spec
assert tuple(s.id for s in SECTIONS) == TAB_IDS, [s.id for s in SECTIONS]
# Links made before the ids existed carried the English label: they keep opening the same tab.
LEGACY_TAB_LABELS = dict(zip(("1 · Mechanism", "2 · Scaling, stability", "3 · Low rank", "4 · Heads, order, depth",
                              "5 · Output, parameters", "6 · Trained on names", "7 · Pretrained encoder"), TAB_IDS))


# the bar (ui.tabs): widgets of closed tabs keep their values (the keys each section declares); only the open tab runs
BAR = TabBar(SPEC, lambda i: t(f"attention.tab.{i}"), aliases=LEGACY_TAB_LABELS,
             widget_keys=tuple(k for s in SECTIONS for k in s.keys))
