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
    return t("attn.heads.trained", head=n("head"), heads=n("heads"), l1=lp + 1, h1=hp + 1,
             p1=float(stats.previous[lp, hp]), l2=lq + 1, h2=hq + 1, p2=float(stats.previous[lq, hq]))


def stack(ex, n: Callable[[str], str]) -> None:
    """Several heads (all drawn), order (shuffle, positions), depth (collapse without a non-linearity)."""
    E, toy, words, labels, d = ex.toy.E, ex.toy, ex.words, list(ex.labels), ex.cfg.d
    st.subheader(t("attn.heads.title", heads=n("heads")))
    present.explain(t("attn.heads.intro"))
    trained = trained_heads_sentence(n)
    if trained and not present.active():
        st.markdown(trained)
    divisors = [x for x in range(1, d + 1) if d % x == 0]
    if st.session_state.get("at_H") not in divisors:
        st.session_state["at_H"] = divisors[min(2, len(divisors) - 1)]
    H = st.select_slider(t("attn.heads.H", heads=n("heads")), divisors, key="at_H")
    heads = att.draw_heads(d, H, int(ex.cfg.seed))
    passes, out = att.multi_head(E, heads)
    st.caption(t("attn.heads.shown", H=H, heads=n("heads"), head=n("head")))
    charts.show(ca.head_row([p.alpha for p in passes], words,
                            [t("attn.heads.one", head=n("head"), h=i + 1, k=d // H) for i in range(H)],
                            height=ca.head_row_height(len(words), H)), key="at_fig_heads")
    if trained and present.active():      # in projector mode under the heads it is about
        st.markdown(trained)
    st.markdown(t("attn.heads.out", shape=f"{out.shape[0]} × {out.shape[1]}", d=d))

    st.subheader(t("attn.order.title"))
    st.markdown(t("attn.order.intro"))
    o1, o2 = st.columns(2)
    o1.button(t("attn.order.shuffle"), key="at_shuffle", on_click=_bump, args=("at_shuffle_count",))
    with_pos = o2.toggle(t("attn.order.positions"), key="at_pos", wrap=True)
    perm = att.permutation(len(words), seed() + st.session_state.get("at_shuffle_count", 0))
    positions = att.sinusoidal_positions(len(words), d) if with_pos else None
    gap = att.equivariance_gap(E, toy, perm, positions)
    st.markdown(t("attn.order.shuffled", sentence=" ".join(words[p] for p in perm)))
    Eo = E + positions if with_pos else E
    Es = E[perm] + positions if with_pos else E[perm]
    r1, r2 = st.columns(2)
    hh = ca.matrix_height(len(words))
    shuffled = [labels[p] for p in perm]
    with r1:
        charts.show(ca.matrix(att.attend(Eo, toy.WA, toy.WB, toy.WC).R, labels, labels, width=ca.HALF,
                              title=t("attn.order.original"), height=hh), key="at_fig_ord1")
        R1 = att.attend(Eo, toy.WA, toy.WB, toy.WC).R
        i1, j1 = np.unravel_index(int(np.argmax(R1)), R1.shape)
        st.caption(t("cap.attn.order", v=R1[i1, j1], a=labels[i1], b=labels[j1]))
    with r2:
        charts.show(ca.matrix(att.attend(Es, toy.WA, toy.WB, toy.WC).R, shuffled, shuffled, width=ca.HALF,
                              title=t("attn.order.after"), height=hh), key="at_fig_ord2")
        R2 = att.attend(Es, toy.WA, toy.WB, toy.WC).R
        i2, j2 = np.unravel_index(int(np.argmax(R2)), R2.shape)
        st.caption(t("cap.attn.order", v=R2[i2, j2], a=shuffled[i2], b=shuffled[j2]))
    st.metric(t("attn.order.gap"), num(gap, ".1e"))
    st.markdown(t("attn.order.broken") if gap > 1e-9 else t("attn.order.equivariant"))
    st.markdown(t("attn.order.relative"))

    st.subheader(t("attn.depth.title"))
    st.markdown(t("attn.depth.intro"))
    L = st.slider(t("attn.depth.L"), 2, 12, key=url_state("at_L", 3, lo=2, hi=12))
    col = alg.depth_collapse(d, L, int(ex.cfg.seed))
    m1, m2, m3 = st.columns(3)
    m1.metric(t("attn.depth.linear"), num(col.linear_gap, ".1e"))
    m2.metric(t("attn.depth.linear_fit"), num(col.linear_fit_residual, ".1e"), help=t("attn.depth.fit_help"))
    m3.metric(t("attn.depth.relu_fit"), num(col.relu_fit_residual, ".3f"), help=t("attn.depth.fit_help"))
    st.markdown(t("attn.depth.reading"))
    dl = {"x": t("attn.diag.x"), "out": t("attn.diag.out"), "attn": t("attn.diag.attn", heads=n("heads")),
          "mlp": t("attn.diag.mlp"), "ln": t("attn.diag.ln")}
    p1, p2 = st.columns(2)
    p1.markdown(f"**{t('attn.depth.post')}**")
    p1.graphviz_chart(ca.ln_diagram("post", dl))
    p2.markdown(f"**{t('attn.depth.pre')}**")
    p2.graphviz_chart(ca.ln_diagram("pre", dl))


def _bump(counter: str) -> None:
    st.session_state[counter] = st.session_state.get(counter, 0) + 1


def output(n: Callable[[str], str]) -> None:
    """The trained model's last step as multinomial logistic regression; the 12 d² parameter calculator."""
    st.subheader(t("attn.out.title"))
    present.explain(t("attn.out.intro", softmax=n("softmax")))
    output_layer_demo(n)
    st.subheader(t("attn.calc.title"))
    st.markdown(t("attn.calc.intro", heads=n("heads")))
    gpt = alg.GPT3
    preset = {"at_cd": gpt.d, "at_cL": gpt.L, "at_cH": gpt.H, "at_cV": gpt.V}
    st.button(t("attn.calc.gpt3"), key="at_gpt3", on_click=st.session_state.update, args=(preset,))
    c = st.columns(4)
    cd = c[0].number_input(t("attn.calc.d"), 1, 100_000, step=64, key=url_state("at_cd", gpt.d, lo=1, hi=100_000))
    cL = c[1].number_input(t("attn.calc.L"), 1, 1000, step=1, key=url_state("at_cL", gpt.L, lo=1, hi=1000))
    cH = c[2].number_input(t("attn.calc.H", heads=n("heads")), 1, 1000, step=1,
                           key=url_state("at_cH", gpt.H, lo=1, hi=1000))
    cV = c[3].number_input(t("attn.calc.V"), 1, 10_000_000, step=1000,
                           key=url_state("at_cV", gpt.V, lo=1, hi=10_000_000))
    pc = alg.ParamCount(d=int(cd), L=int(cL), V=int(cV), H=int(cH))
    m = st.columns(4)
    m[0].metric(t("attn.calc.per_layer"), sci(pc.per_layer), help=num(pc.per_layer, ","))
    m[1].metric(t("attn.calc.stack"), sci(pc.stack), help=num(pc.stack, ","))
    m[2].metric(t("attn.calc.emb"), sci(pc.embeddings), help=num(pc.embeddings, ","))
    m[3].metric(t("attn.calc.total"), t("attn.calc.billions", b=pc.total / 1e9), help=num(pc.total, ","))
    if pc.d % pc.H:
        st.warning(t("attn.calc.bad", k=pc.head_size))
    else:
        st.caption(t("attn.calc.k", k=pc.head_size, head=n("head")))
    figs = (book.GPT3_PER_LAYER, book.GPT3_STACK, book.GPT3_EMB, book.GPT3_TOTAL)
    st.caption(book_ui.ref(t("attn.calc.book", **dict(zip(("per_layer", "stack", "emb", "total"),
                                                              figs)))))
