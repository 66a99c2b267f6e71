"""The attention page: the chapter's mechanism taken apart, then attention in trained models (MISSION §4)."""
import numpy as np
import pandas as pd
import streamlit as st

from lm_core import attention as att
from lm_core import attention_algebra as alg
import ui
from ui import charts, charts_attention as ca
from ui.attention_models import encoder_tab, output_layer_demo, tiny_tab
from ui.i18n import lookup, t
from ui.sidebar import seed
from ui.state import url_state

ui.require_app_shell()

# The chapter's printed values, shown only as labelled references next to what this page computes.
BOOK_R_SALTA_GATTO, BOOK_R_GATTO_SALTA = -0.503, -0.272
BOOK_ALPHA_SALTA = "[0.208 0.109 0.425 0.258]"
BOOK_GPT3_FULL, BOOK_GPT3_FACTORED, BOOK_GPT3_RATIO = "150,994,944", "3,145,728", "48×"
BOOK_GPT3_PER_LAYER, BOOK_GPT3_STACK, BOOK_GPT3_EMB, BOOK_GPT3_TOTAL = "1.81·10⁹", "1.74·10¹¹", "0.6·10⁹", "175 B"
SAT_KS = (1, 2, 4, 8, 16, 32, 64, 128, 256, 512, 1024, 2048)
FACTORS = (1, 10, 100, 300, 1000, 3000, 10000)
KEEP = ("at_H", "at_L", "at_kmax", "at_factor", "at_pos", "at_cd", "at_cL", "at_cH", "at_cV", "at_enc_load",
        "at_enc_text", "at_enc_l", "at_enc_h", "at_tiny_name", "at_focus")

for _key in KEEP:      # keep values of widgets that sit in a tab that is not open this run
    if _key in st.session_state:
        st.session_state[_key] = st.session_state[_key]


def n(name: str) -> str:
    """A name from the dictionary, in the sidebar's naming."""
    return t(f"attn.name.{name}")


def bump(counter: str) -> None:
    """Button callback: count the clicks (a callback runs before the script, so no click is ever lost)."""
    st.session_state[counter] = st.session_state.get(counter, 0) + 1


def sci(x: int) -> str:
    """1811939328 -> '1.81·10⁹' (three significant digits, as the chapter prints them)."""
    if x < 1000:
        return f"{x:,}"
    exp = len(str(int(x))) - 1
    sup = str(exp).translate(str.maketrans("0123456789", "⁰¹²³⁴⁵⁶⁷⁸⁹"))
    return f"{x / 10 ** exp:.2f}·10{sup}"


@st.cache_data(show_spinner=False, max_entries=32)
def saturation(n_words: int, d: int, kmax: int, scale: bool) -> att.Saturation:
    return att.saturation_curve(n_words, d, [k for k in SAT_KS if k <= kmax], scale=scale, seed=0)


st.title(t("attn.title"))
st.markdown(t("attn.intro", softmax=n("softmax")))

with st.expander(t("attn.dict.title")):
    st.markdown(t("attn.dict.intro", toggle=t("common.sidebar.naming")))
    names = ("query", "key", "value", "score", "weight", "softmax", "head")
    ml, plain = (t("attn.dict.col.ml"), t("attn.dict.col.plain"))
    st.dataframe(pd.DataFrame({
        ml: [lookup(f"attn.name.{x}", naming="ml") for x in names],
        plain: [lookup(f"attn.name.{x}", naming="plain") + (f" {m}" if m else "")
                for x, m in zip(names, ("W^A", "W^B", "W^C", "r_ij", "α_ij", "", ""))],
        t("attn.dict.col.does"): [t(f"attn.dict.does.{x}") for x in names],
    }), hide_index=True, width="stretch")

# ---- the example every toy tab uses --------------------------------------------------------------------------
c1, c2, c3, c4 = st.columns([3, 1, 1, 1])
raw = c1.text_input(t("attn.sentence"), key=url_state("at_sent", att.BOOK_SENTENCE), max_chars=300,
                    help=t("attn.sentence_help"))
toy_seed = c2.number_input(t("attn.toy_seed"), 0, 2**31 - 1, step=1, key=url_state("at_seed", 0),
                           help=t("attn.toy_seed_help"))
d = c3.slider(t("attn.d"), 2, 16, key=url_state("at_d", 6))
k = c4.slider(t("attn.k"), 1, 16, key=url_state("at_k", 3))
try:
    words = att.split_sentence(raw)
except att.SentenceError as err:
    st.error(t(f"attn.err.{err.code}", **err.params))
    st.stop()
cfg = att.ToyConfig(d=d, k=k, seed=int(toy_seed))
toy = att.draw_toy(words, cfg)
E = toy.E
labels = ca.unique_labels(words)
with st.expander(t("attn.draw_title")):
    st.markdown(t("attn.draw_note", seed=cfg.seed, d=d, k=k, distinct=", ".join(toy.distinct)))

TABS = [t(f"attn.tab.{x}") for x in ("mechanism", "knobs", "algebra", "stack", "output", "tiny", "encoder")]
tabs = st.tabs(TABS, key=url_state("at_tab", TABS[0], valid=lambda v: v in TABS), on_change="rerun")

# ---- 1. the mechanism ----------------------------------------------------------------------------------------
if tabs[0].open:
    with tabs[0]:
        base = att.attend(E, toy.WA, toy.WB, toy.WC)
        is_book = " ".join(words) == att.BOOK_SENTENCE and cfg == att.ToyConfig()
        if is_book:
            i, j = words.index("salta"), words.index("gatto")
            st.subheader(t("attn.book.title"))
            m1, m2, m3 = st.columns([1, 1, 2])
            m1.metric(t("attn.book.r_sg"), f"{base.R[i, j]:.3f}")
            m1.caption(t("attn.gpt3.book", value=BOOK_R_SALTA_GATTO))
            m2.metric(t("attn.book.r_gs"), f"{base.R[j, i]:.3f}")
            m2.caption(t("attn.gpt3.book", value=BOOK_R_GATTO_SALTA))
            m3.metric(t("attn.book.alpha"), str(np.round(base.alpha[i], 3)))
            m3.caption(t("attn.gpt3.book", value=BOOK_ALPHA_SALTA))
            st.caption(t("attn.book.caption"))
        else:
            st.caption(t("attn.book.other", score=n("score")))

        k1, k2, k3 = st.columns(3)
        scale = k1.toggle(t("attn.scale"), key=url_state("at_scale", True))
        temp = k2.slider(t("attn.temperature", softmax=n("softmax")), 0.05, 5.0, step=0.05, key=url_state("at_temp", 1.0))
        causal = k3.toggle(t("attn.causal"), key=url_state("at_causal", False))
        res = att.attend(E, toy.WA, toy.WB, toy.WC, scale=scale, temperature=temp, causal=causal)

        dims_d, dims_k = [str(x + 1) for x in range(d)], [str(x + 1) for x in range(k)]
        h = 90 + 34 * len(words)
        ca_args = dict(height=h, xaxis_title=t("attn.dims"))
        cols = st.columns([max(1.0, d / max(k, 1)), 1, 1, 1])
        for col, M, key, dims in zip(cols, (E, res.A, res.B, res.C), "EABC", (dims_d, dims_k, dims_k, dims_k)):
            title = t(f"attn.step.{key}", d=d, name=n({"A": "query", "B": "key", "C": "value"}.get(key, "query")))
            with col:
                charts.show(ca.matrix(M, labels, dims, title=title, digits=1, **ca_args),
                            key=f"at_fig_{key}")
        c_r, c_a, c_o = st.columns([1, 1, 1])
        scaled = f" / √{k}" if scale else ""
        with c_r:
            charts.show(ca.matrix(res.R, labels, labels, title=t("attn.step.R", score=n("score"), scaled=scaled),
                                  height=h + 20), key="at_fig_R")
            st.caption(t("attn.step.caption.R", scaled=scaled))
        with c_a:
            charts.show(ca.weights(res.alpha, words, title=t("attn.step.alpha", weight=n("weight"), softmax=n("softmax")),
                                   height=h + 20), key="at_fig_alpha")
            st.caption(t("attn.step.caption.alpha", softmax=n("softmax")))
        with c_o:
            charts.show(ca.matrix(res.O, labels, dims_k, title=t("attn.step.O"), height=h + 20), key="at_fig_O")
            st.caption(t("attn.step.caption.O"))
        if causal:
            st.info(t("attn.masked_note"))
        if len(toy.distinct) >= 2 and not causal:
            gap = np.where(np.isfinite(res.R) & np.isfinite(res.R.T), np.abs(res.R - res.R.T), -1.0)
            a, b = np.unravel_index(int(np.argmax(gap)), gap.shape)            # the most lopsided pair
            st.markdown(t("attn.asym", a=labels[a], b=labels[b], rab=res.R[a, b], rba=res.R[b, a]))
        if st.session_state.get("at_focus") not in labels:
            st.session_state["at_focus"] = labels[-1]
        focus = st.selectbox(t("attn.focus"), labels, key="at_focus")
        fi = labels.index(focus)
        charts.show(charts.bars(labels, res.alpha[fi], text=[f"{v:.3f}" for v in res.alpha[fi]], height=300,
                                title=t("attn.focus_bars", word=focus, weight=n("weight"), total=res.alpha[fi].sum()),
                                hovertemplate="%{x}: %{y:.4f}<extra></extra>"), key="at_fig_focus")

# ---- 2. scaling and stability --------------------------------------------------------------------------------
if tabs[1].open:
    with tabs[1]:
        st.subheader(t("attn.sat.title"))
        st.markdown(t("attn.sat.intro", softmax=n("softmax"), n=len(words)))
        kmax = st.select_slider(t("attn.sat.kmax"), SAT_KS[2:], key=url_state("at_kmax", 1024))
        s_on, s_off = saturation(len(words), d, kmax, True), saturation(len(words), d, kmax, False)
        series = (t("attn.sat.scaled"), t("attn.sat.raw"))
        g1, g2 = st.columns(2)
        with g1:
            charts.show(ca.saturation(s_on.ks, s_on.max_weight, s_off.max_weight, names=series, xaxis_title=t("attn.sat.x"),
                                      title=t("attn.sat.max_weight", weight=n("weight"))), key="at_fig_satmax")
        with g2:
            charts.show(ca.saturation(s_on.ks, s_on.grad_norm, s_off.grad_norm, names=series, xaxis_title=t("attn.sat.x"),
                                      title=t("attn.sat.grad", softmax=n("softmax"))), key="at_fig_satgrad")
        st.markdown(t("attn.sat.readout", k=int(s_on.ks[-1]), raw_max=s_off.max_weight[-1], raw_grad=s_off.grad_norm[-1],
                      s_max=s_on.max_weight[-1], s_grad=s_on.grad_norm[-1]))

        st.subheader(t("attn.lse.title", softmax=n("softmax")))
        st.markdown(t("attn.lse.intro"))
        row = len(words) - 1
        factor = st.select_slider(t("attn.lse.factor", word=labels[row]), FACTORS, key=url_state("at_factor", 1000))
        z, naive, stable = att.overflow_demo(att.attend(E, toy.WA, toy.WB, toy.WC).R[row], factor)
        st.dataframe(pd.DataFrame({
            t("attn.lse.col.word"): labels, t("attn.lse.col.score"): z,
            t("attn.lse.col.naive", softmax=n("softmax")): naive,
            t("attn.lse.col.stable", softmax=n("softmax")): stable,
        }), hide_index=True, width="stretch")
        bad = int(np.sum(~np.isfinite(naive)))
        if bad:
            st.warning(t("attn.lse.overflow", bad=bad, n=len(naive)))
        else:
            st.success(t("attn.lse.ok", gap=float(np.max(np.abs(naive - stable)))))

# ---- 3. low rank and non-identifiability ---------------------------------------------------------------------
if tabs[2].open:
    with tabs[2]:
        st.subheader(t("attn.lr.title"))
        st.markdown(t("attn.lr.intro"))
        M = alg.bilinear_matrix(toy.WA, toy.WB)
        sv = np.linalg.svd(M, compute_uv=False)
        base = att.attend(E, toy.WA, toy.WB, toy.WC)
        g1, g2 = st.columns(2)
        dims_d = [str(x + 1) for x in range(d)]
        with g1:
            charts.show(ca.matrix(M, dims_d, dims_d, title=t("attn.lr.M", d=d), height=120 + 30 * d), key="at_fig_M")
        with g2:
            charts.show(ca.singular_values(sv, title=t("attn.lr.sv"), xaxis_title=t("attn.lr.sv_x")), key="at_fig_sv")
        m1, m2 = st.columns(2)
        m1.metric(t("attn.lr.rank"), int(np.linalg.matrix_rank(M)))
        m1.caption(t("attn.lr.rank_cap", k=min(k, d)))
        m2.metric(t("attn.lr.check"), f"{np.max(np.abs(alg.scores_from_M(E, M, k) - base.R)):.1e}")
        m2.caption(t("attn.lr.check_cap"))

        st.subheader(t("attn.gpt3.title"))
        gpt = alg.LowRankCount(alg.GPT3.d, int(alg.GPT3.head_size))
        cols = st.columns(5)
        cols[0].metric(t("attn.gpt3.d"), f"{gpt.d:,}")
        cols[1].metric(t("attn.gpt3.k"), f"{gpt.k:,}")
        cols[2].metric(t("attn.gpt3.full"), f"{gpt.full:,}")
        cols[2].caption(t("attn.gpt3.book", value=BOOK_GPT3_FULL))
        cols[3].metric(t("attn.gpt3.factored"), f"{gpt.factored:,}")
        cols[3].caption(t("attn.gpt3.book", value=BOOK_GPT3_FACTORED))
        cols[4].metric(t("attn.gpt3.ratio"), f"{gpt.ratio:g}×")
        cols[4].caption(t("attn.gpt3.book", value=BOOK_GPT3_RATIO))

        st.subheader(t("attn.ni.title"))
        st.markdown(t("attn.ni.intro"))
        st.button(t("attn.ni.new"), key="at_ni_new", on_click=bump, args=("at_ni_count",))
        draw = st.session_state.get("at_ni_count", 0)
        rng = np.random.default_rng([seed(), draw])
        inv = alg.invariances(toy, alg.random_orthogonal(k, rng), alg.random_invertible(k, rng),
                              alg.random_invertible(d, rng))
        st.caption(t("attn.ni.draw", n=draw, seed=seed()))
        rows = [("rot", "rot_tables", inv.rotation_weights_changed, False), ("rot", "rot_scores", inv.rotation_scores, True),
                ("s", "s_M", inv.s_matrix, True), ("s", "rot_scores", inv.s_scores, True),
                ("r_full", "r_scores", inv.r_scores, True), ("r_full", "r_out", inv.r_outputs_with_wc, True),
                ("r_partial", "r_out", inv.r_outputs_without_wc, False)]
        st.dataframe(pd.DataFrame({
            t("attn.ni.col.change"): [t(f"attn.ni.{a}") for a, *_ in rows],
            t("attn.ni.col.what"): [t(f"attn.ni.{b}", score=n("score")) for _, b, *_ in rows],
            t("attn.ni.col.gap"): [f"{g:.1e}" for *_, g, _ in rows],
            t("attn.ni.col.verdict"): [t("attn.ni.same") if g < 1e-9 else t("attn.ni.changed") for *_, g, _ in rows],
        }), hide_index=True, width="stretch")
        st.markdown(t("attn.ni.reading"))

# ---- 4. heads, order, depth ----------------------------------------------------------------------------------
if tabs[3].open:
    with tabs[3]:
        st.subheader(t("attn.heads.title", heads=n("heads")))
        st.markdown(t("attn.heads.intro"))
        divisors = [x for x in range(1, d + 1) if d % x == 0]
        if st.session_state.get("at_H") not in divisors:
            st.session_state["at_H"] = divisors[min(2, len(divisors) - 1)]
        H = st.select_slider(t("attn.heads.H", heads=n("heads")), divisors, key="at_H")
        heads = att.draw_heads(d, H, int(toy_seed))
        passes, out = att.multi_head(E, heads)
        show_h = min(H, 4)
        charts.show(ca.head_row([p.alpha for p in passes[:show_h]], words,
                                [t("attn.heads.one", head=n("head"), h=i + 1, k=d // H) for i in range(show_h)],
                                height=120 + 34 * len(words)), key="at_fig_heads")
        st.markdown(t("attn.heads.out", shape=f"{out.shape[0]} × {out.shape[1]}", d=d))

        st.subheader(t("attn.order.title"))
        st.markdown(t("attn.order.intro"))
        o1, o2 = st.columns(2)
        o1.button(t("attn.order.shuffle"), key="at_shuffle", on_click=bump, args=("at_shuffle_count",))
        with_pos = o2.toggle(t("attn.order.positions"), key="at_pos")
        perm = att.permutation(len(words), seed() + st.session_state.get("at_shuffle_count", 0))
        positions = att.sinusoidal_positions(len(words), d) if with_pos else None
        gap = att.equivariance_gap(E, toy, perm, positions)
        shuffled = [words[p] for p in perm]
        st.markdown(t("attn.order.shuffled", sentence=" ".join(shuffled)))
        Eo = E + positions if with_pos else E
        Es = E[perm] + positions if with_pos else E[perm]
        r1, r2 = st.columns(2)
        hh = 90 + 34 * len(words)
        with r1:
            charts.show(ca.matrix(att.attend(Eo, toy.WA, toy.WB, toy.WC).R, labels, labels, title=t("attn.order.original"),
                                  height=hh), key="at_fig_ord1")
        with r2:
            charts.show(ca.matrix(att.attend(Es, toy.WA, toy.WB, toy.WC).R, [labels[p] for p in perm],
                                  [labels[p] for p in perm], title=t("attn.order.after"), height=hh), key="at_fig_ord2")
        st.metric(t("attn.order.gap"), f"{gap:.1e}")
        st.markdown(t("attn.order.broken") if gap > 1e-9 else t("attn.order.equivariant"))
        st.markdown(t("attn.order.relative"))

        st.subheader(t("attn.depth.title"))
        st.markdown(t("attn.depth.intro"))
        L = st.slider(t("attn.depth.L"), 2, 12, key=url_state("at_L", 3))
        col = alg.depth_collapse(d, L, int(toy_seed))
        m1, m2, m3 = st.columns(3)
        m1.metric(t("attn.depth.linear"), f"{col.linear_gap:.1e}")
        m2.metric(t("attn.depth.linear_fit"), f"{col.linear_fit_residual:.1e}")
        m3.metric(t("attn.depth.relu_fit"), f"{col.relu_fit_residual:.3f}")
        st.markdown(t("attn.depth.reading"))
        dl = {"x": t("attn.diag.x"), "out": t("attn.diag.out"), "attn": t("attn.diag.attn", heads=n("heads")),
              "mlp": t("attn.diag.mlp"), "ln": t("attn.diag.ln")}
        p1, p2 = st.columns(2)
        p1.markdown(f"**{t('attn.depth.post')}**")
        p1.graphviz_chart(ca.ln_diagram("post", dl))
        p2.markdown(f"**{t('attn.depth.pre')}**")
        p2.graphviz_chart(ca.ln_diagram("pre", dl))

# ---- 5. output layer and parameter count ---------------------------------------------------------------------
if tabs[4].open:
    with tabs[4]:
        st.subheader(t("attn.out.title"))
        st.markdown(t("attn.out.intro", softmax=n("softmax")))
        output_layer_demo(n)
        st.subheader(t("attn.calc.title"))
        st.markdown(t("attn.calc.intro", heads=n("heads")))
        preset = {"at_cd": alg.GPT3.d, "at_cL": alg.GPT3.L, "at_cH": alg.GPT3.H, "at_cV": alg.GPT3.V}
        st.button(t("attn.calc.gpt3"), key="at_gpt3", on_click=st.session_state.update, args=(preset,))
        c = st.columns(4)
        cd = c[0].number_input(t("attn.calc.d"), 1, 100_000, step=64, key=url_state("at_cd", alg.GPT3.d))
        cL = c[1].number_input(t("attn.calc.L"), 1, 1000, step=1, key=url_state("at_cL", alg.GPT3.L))
        cH = c[2].number_input(t("attn.calc.H", heads=n("heads")), 1, 1000, step=1, key=url_state("at_cH", alg.GPT3.H))
        cV = c[3].number_input(t("attn.calc.V"), 1, 10_000_000, step=1000, key=url_state("at_cV", alg.GPT3.V))
        pc = alg.ParamCount(d=int(cd), L=int(cL), V=int(cV), H=int(cH))
        m = st.columns(4)
        m[0].metric(t("attn.calc.per_layer"), sci(pc.per_layer), help=f"{pc.per_layer:,}")
        m[1].metric(t("attn.calc.stack"), sci(pc.stack), help=f"{pc.stack:,}")
        m[2].metric(t("attn.calc.emb"), sci(pc.embeddings), help=f"{pc.embeddings:,}")
        m[3].metric(t("attn.calc.total"), t("attn.calc.billions", b=pc.total / 1e9), help=f"{pc.total:,}")
        if pc.d % pc.H:
            st.warning(t("attn.calc.bad", k=pc.head_size))
        else:
            st.caption(t("attn.calc.k", k=pc.head_size, head=n("head")))
        st.caption(t("attn.calc.book", per_layer=BOOK_GPT3_PER_LAYER, stack=BOOK_GPT3_STACK, emb=BOOK_GPT3_EMB,
                     total=BOOK_GPT3_TOTAL))

# ---- 6 and 7. trained models ---------------------------------------------------------------------------------
if tabs[5].open:
    with tabs[5]:
        tiny_tab(n)
if tabs[6].open:
    with tabs[6]:
        encoder_tab(n)
