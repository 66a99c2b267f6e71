"""The attention page's tabs 4 and 5: heads, order and depth; the output layer and the parameter count."""
from __future__ import annotations

from typing import Callable

import numpy as np
import streamlit as st

from lm_core.attention import attention as att
from lm_core.attention import attention_algebra as alg
from lm_core import book
from ui import book as book_ui
from ui import charts, present
from ui.chapters.attention import charts as ca
from ui.chapters.attention.charts import sci
from ui.chapters.attention.cache import tiny_head_stats
from ui.chapters.attention.models import output_layer_demo
from ui.data import bigram_data, default_word_list
from ui.i18n import t
from ui.numbers import num
from ui.sidebar import seed
from ui.state import url_state


def trained_heads_sentence(n: Callable[[str], str]) -> str | None:
    """One sentence, computed from the shipped transformer, on how differently its heads look (None if absent)."""
    names = default_word_list()
    stats = tiny_head_stats(names.digest, bigram_data(names.digest, names.words))
    if stats is None:
        return None
    lp, hp = np.unravel_index(int(np.argmax(stats.previous)), stats.previous.shape)
    lq, hq = np.unravel_index(int(np.argmin(stats.previous)), stats.previous.shape)
    return t("attention.heads.trained", head=n("head"), heads=n("heads"), l1=lp + 1, h1=hp + 1,
             p1=float(stats.previous[lp, hp]), l2=lq + 1, h2=hq + 1, p2=float(stats.previous[lq, hq]))


def stack(ex, n: Callable[[str], str]) -> None:
    """Several heads (all drawn), order (shuffle, positions), depth (collapse without a non-linearity)."""
    E, toy, words, labels, d = ex.toy.E, ex.toy, ex.words, list(ex.labels), ex.cfg.d
    st.subheader(t("attention.heads.title", heads=n("heads")))
    present.explain(t("attention.heads.intro"))
    trained = trained_heads_sentence(n)
    if trained and not present.active():
        st.markdown(trained)
    divisors = [x for x in range(1, d + 1) if d % x == 0]
    if st.session_state.get("at_H") not in divisors:
        st.session_state["at_H"] = divisors[min(2, len(divisors) - 1)]
    H = st.select_slider(t("attention.heads.H", heads=n("heads")), divisors, key="at_H")
    heads = att.draw_heads(d, H, int(ex.cfg.seed))
    passes, out = att.multi_head(E, heads)
    st.caption(t("attention.heads.shown", H=H, heads=n("heads"), head=n("head")))
    charts.show(ca.head_row([p.alpha for p in passes], words,
                            [t("attention.heads.one", head=n("head"), h=i + 1, k=d // H) for i in range(H)],
                            height=ca.head_row_height(len(words), H)), key="at_fig_heads")
    if trained and present.active():      # in projector mode under the heads it is about
        st.markdown(trained)
    st.markdown(t("attention.heads.out", shape=f"{out.shape[0]} × {out.shape[1]}", d=d))

    st.subheader(t("attention.order.title"))
    st.markdown(t("attention.order.intro"))
    o1, o2 = st.columns(2)
    o1.button(t("attention.order.shuffle"), key="at_shuffle", on_click=_bump, args=("at_shuffle_count",))
    with_pos = o2.toggle(t("attention.order.positions"), key="at_pos", wrap=True)
    perm = att.permutation(len(words), seed() + st.session_state.get("at_shuffle_count", 0))
    positions = att.sinusoidal_positions(len(words), d) if with_pos else None
    gap = att.equivariance_gap(E, toy, perm, positions)
    st.markdown(t("attention.order.shuffled", sentence=" ".join(words[p] for p in perm)))
    Eo = E + positions if with_pos else E
    Es = E[perm] + positions if with_pos else E[perm]
    r1, r2 = st.columns(2)
    hh = ca.matrix_height(len(words))
    shuffled = [labels[p] for p in perm]
    with r1:
        charts.show(ca.matrix(att.attend(Eo, toy.WA, toy.WB, toy.WC).R, labels, labels, width=ca.HALF,
                              title=t("attention.order.original"), height=hh), key="at_fig_ord1")
        R1 = att.attend(Eo, toy.WA, toy.WB, toy.WC).R
        i1, j1 = np.unravel_index(int(np.argmax(R1)), R1.shape)
        st.caption(t("cap.attention.order", v=R1[i1, j1], a=labels[i1], b=labels[j1]))
    with r2:
        charts.show(ca.matrix(att.attend(Es, toy.WA, toy.WB, toy.WC).R, shuffled, shuffled, width=ca.HALF,
                              title=t("attention.order.after"), height=hh), key="at_fig_ord2")
        R2 = att.attend(Es, toy.WA, toy.WB, toy.WC).R
        i2, j2 = np.unravel_index(int(np.argmax(R2)), R2.shape)
        st.caption(t("cap.attention.order", v=R2[i2, j2], a=shuffled[i2], b=shuffled[j2]))
    st.metric(t("attention.order.gap"), num(gap, ".1e"))
    st.markdown(t("attention.order.broken") if gap > 1e-9 else t("attention.order.equivariant"))
    st.markdown(t("attention.order.relative"))

    st.subheader(t("attention.depth.title"))
    st.markdown(t("attention.depth.intro"))
    L = st.slider(t("attention.depth.L"), 2, 12, key=url_state("at_L", 3, lo=2, hi=12))
    col = alg.depth_collapse(d, L, int(ex.cfg.seed))
    m1, m2, m3 = st.columns(3)
    m1.metric(t("attention.depth.linear"), num(col.linear_gap, ".1e"))
    m2.metric(t("attention.depth.linear_fit"), num(col.linear_fit_residual, ".1e"), help=t("attention.depth.fit_help"))
    m3.metric(t("attention.depth.relu_fit"), num(col.relu_fit_residual, ".3f"), help=t("attention.depth.fit_help"))
    st.markdown(t("attention.depth.reading"))
    dl = {"x": t("attention.diag.x"), "out": t("attention.diag.out"), "attn": t("attention.diag.attn",
                                                                                heads=n("heads")),
          "mlp": t("attention.diag.mlp"), "ln": t("attention.diag.ln")}
    p1, p2 = st.columns(2)
    p1.markdown(f"**{t('attention.depth.post')}**")
    p1.graphviz_chart(ca.ln_diagram("post", dl))
    p2.markdown(f"**{t('attention.depth.pre')}**")
    p2.graphviz_chart(ca.ln_diagram("pre", dl))


def _bump(counter: str) -> None:
    st.session_state[counter] = st.session_state.get(counter, 0) + 1


def output(n: Callable[[str], str]) -> None:
    """The trained model's last step as multinomial logistic regression; the 12 d² parameter calculator."""
    st.subheader(t("attention.out.title"))
    present.explain(t("attention.out.intro", softmax=n("softmax")))
    output_layer_demo(n)
    st.subheader(t("attention.calc.title"))
    st.markdown(t("attention.calc.intro", heads=n("heads")))
    gpt = alg.GPT3
    preset = {"at_cd": gpt.d, "at_cL": gpt.L, "at_cH": gpt.H, "at_cV": gpt.V}
    st.button(t("attention.calc.gpt3"), key="at_gpt3", on_click=st.session_state.update, args=(preset,))
    c = st.columns(4)
    cd = c[0].number_input(t("attention.calc.d"), 1, 100_000, step=64, key=url_state("at_cd", gpt.d, lo=1, hi=100_000))
    cL = c[1].number_input(t("attention.calc.L"), 1, 1000, step=1, key=url_state("at_cL", gpt.L, lo=1, hi=1000))
    cH = c[2].number_input(t("attention.calc.H", heads=n("heads")), 1, 1000, step=1,
                           key=url_state("at_cH", gpt.H, lo=1, hi=1000))
    cV = c[3].number_input(t("attention.calc.V"), 1, 10_000_000, step=1000,
                           key=url_state("at_cV", gpt.V, lo=1, hi=10_000_000))
    pc = alg.ParamCount(d=int(cd), L=int(cL), V=int(cV), H=int(cH))
    m = st.columns(4)
    m[0].metric(t("attention.calc.per_layer"), sci(pc.per_layer), help=num(pc.per_layer, ","))
    m[1].metric(t("attention.calc.stack"), sci(pc.stack), help=num(pc.stack, ","))
    m[2].metric(t("attention.calc.emb"), sci(pc.embeddings), help=num(pc.embeddings, ","))
    m[3].metric(t("attention.calc.total"), t("attention.calc.billions", b=pc.total / 1e9), help=num(pc.total, ","))
    if pc.d % pc.H:
        st.warning(t("attention.calc.bad", k=pc.head_size))
    else:
        st.caption(t("attention.calc.k", k=pc.head_size, head=n("head")))
    figs = (book.GPT3_PER_LAYER, book.GPT3_STACK, book.GPT3_EMB, book.GPT3_TOTAL)
    st.caption(book_ui.ref(t("attention.calc.book", **dict(zip(("per_layer", "stack", "emb", "total"),
                                                              figs)))))
