"""The sections of the sentences page, in page order. Each takes what it shows as arguments."""
from __future__ import annotations

import contextlib
import time

import numpy as np
import streamlit as st

from lm_core import book
from lm_core.encoders import contextual, sentence_eval as se
from ui import charts, export, present
from ui.chapters.sentences import charts as cs, cache as sc
from ui import inputs as input_ui
from ui.book import shown
from ui.i18n import t
from ui.numbers import num
from ui.state import url_state

QUERY_MAX = 300


def intro(n_minilm: int, metrics: dict) -> None:
    with st.expander(t("sentences.intro_more")):
        st.markdown(t("sentences.intro", minilm=n_minilm, book_minilm=shown(book.MINILM_PARAMS),
                      mlm=metrics["parameters"],
                      layers=metrics["config"]["layers"], book_bert=num(book.BERT_BASE_PARAMS.value, ","),
                      acc=metrics["model_accuracy"], uni=metrics["unigram_accuracy"], guess=metrics["unigram_guess"]))


def short(model_id: str) -> str:
    return t(f"sentences.short.{model_id}")


def bank(curves: dict, mlm_layers: int) -> None:
    """§1: the static row, the layer chart for both models, the book's figures beside them."""
    st.subheader(present.heading(t("sentences.s1.title")))
    cols = st.columns(2)
    for col, model_id in zip(cols, sc.MODELS):
        c = curves[model_id]
        with col:
            charts.show(cs.layer_curves({t("sentences.s1.ab"): c.ab, t("sentences.s1.river"): c.river,
                                         t("sentences.s1.money"): c.money},
                                        title=t("sentences.s1.chart", model=short(model_id)), height=360,
                                        xaxis_title=t("sentences.s1.layer"), yaxis_title=t("sentences.s1.cos")),
                        key=f"sent_fig_bank_{model_id}")
            st.caption(t("cap.sentences.bank", model=short(model_id), ab=c.ab[-1], river=c.river[-1]))
    st.markdown(t("sentences.s1.sentences", a=sc.SENTENCE_A, b=sc.SENTENCE_B, r=sc.RIVER_2, m=sc.MONEY_2))
    if present.reveal("bank_static", t("present.ans.bank_static"), num(curves['minilm'].static, ".3f"), extra=True):
        st.markdown(t("sentences.s1.static", minilm=curves["minilm"].static, mlm=curves["mlm"].static,
                      book=shown(book.BANK_STATIC_COS)))
    for model_id in sc.MODELS:
        c = curves[model_id]
        low = int(np.argmin(c.ab))
        st.markdown("- " + t("sentences.s1.summary", model=short(model_id), l=low, ab=c.ab[low], river=c.river[low],
                             verdict=t("sentences.s1.separated" if c.ab[low] < c.river[low]
                                       else "sentences.s1.not_separated"))
                    + " " + t("sentences.s1.pieces", n=len(c.pieces), pieces=" ".join(f"`{p}`" for p in c.pieces)))
    for model_id in sc.MODELS:
        c, layer = curves[model_id], sc.separation(curves[model_id])
        st.markdown("- " + t("sentences.s1.sep.no" if layer is None else "sentences.s1.sep.yes", model=short(model_id),
                             l=layer, ab=c.ab[-1], river=c.river[-1], money=c.money[-1], top=len(c.ab) - 1))
    st.markdown(t("sentences.s1.layer0"))
    st.markdown(f"**{t('sentences.s1.book_title')}**")
    export.table({t("sentences.s1.book_layer"): [str(x) for x in book.BANK_LAYERS.value],
                  t("sentences.s1.ab"): [num(v, ".4f") for v in book.BANK_AB.value],
                  t("sentences.s1.river"): [num(v, ".4f") for v in book.BANK_RIVER.value],
                  t("sentences.s1.money"): [num(v, ".4f") for v in book.BANK_MONEY.value]})
    st.caption(t("sentences.s1.why_differ", mlm_layers=mlm_layers, book_bert=num(book.BERT_BASE_PARAMS.value, ","),
                 minilm_layers=len(curves["minilm"].ab) - 1))


def own_sentences() -> None:
    """Two typed sentences and a word: the word's cosine by layer, with every bad input named."""
    st.markdown(f"#### {t('sentences.own.title')}")
    st.caption(t("sentences.own.english"))
    if present.active():              # projector mode: the three texts on one row, the model beside the chart
        c1, c2, c3 = st.columns([3, 3, 1.4])
    else:
        c1, c2 = st.columns(2)
    text_a = c1.text_input(t("sentences.own.a"), key=url_state("sent_a", sc.SENTENCE_A, max_len=contextual.MAX_CHARS),
                           max_chars=contextual.MAX_CHARS)
    text_b = c2.text_input(t("sentences.own.b"), key=url_state("sent_b", sc.MONEY_2, max_len=contextual.MAX_CHARS),
                           max_chars=contextual.MAX_CHARS)
    if present.active():
        c4, chart = st.columns([1, 3])
    else:
        c3, c4 = st.columns(2)
        chart = contextlib.nullcontext()
    word = c3.text_input(t("sentences.own.word"), key=url_state("sent_w", sc.BANK, max_len=40), max_chars=40)
    model_id = c4.radio(t("sentences.own.model"), sc.MODELS, key=url_state("sent_m", "minilm", choices=sc.MODELS),
                        format_func=lambda m: t(f"sentences.model.{m}"), horizontal=not present.active())
    try:
        cos, pieces, static = sc.own_curve(model_id, text_a, text_b, word.strip())
    except contextual.SentenceInputError as err:
        st.warning(input_ui.message(err, "sentences"))
        return
    with chart:
        title = t("sentences.own.chart", word=input_ui.plain(word.strip()), model=short(model_id))
        charts.show(cs.layer_curves({t("sentences.own.series"): cos}, title=title,
                                    xaxis_title=t("sentences.s1.layer"), yaxis_title=t("sentences.s1.cos"), height=340),
                    key="sent_fig_own")
    # the static row answers it
    key = "sentences.own.result_ask" if present.hidden("bank_static") else "sentences.own.result"
    st.markdown(t(key, static=static, last=cos[-1], word=input_ui.literal(word.strip()), n=len(pieces),
                  pieces=" ".join(map(input_ui.literal, pieces))))


def label(method: str) -> str:
    return t(f"sentences.m.{method}")


def search(scores: dict) -> None:
    """§2: the four lines live on a typed query, with shapes and timing; top-1 of every method."""
    st.subheader(present.heading(t("sentences.s2.title")))
    texts, _ = sc.search_index("overlap")
    present.explain(t("sentences.s2.index", book=shown(book.RETRIEVAL_PAIRS),
                      **sc.index_facts()))  # folded on a projector
    st.code("E = normalise(embed(sentences))   # (N, d)\nq = normalise(embed([query]))     # (1, d)\n"
            "scores = q @ E.T                  # (1, N)\ntop5 = scores[0].argsort()[::-1][:5]", language="python")
    c1, c2 = st.columns([2, 1])
    query = c1.text_input(t("sentences.s2.query"), key=url_state("sent_q", t("sentences.s2.default_query"),
                                                                 max_len=QUERY_MAX),
                          max_chars=QUERY_MAX)
    method = c2.selectbox(t("sentences.s2.method"), sc.METHODS, key=url_state("sent_sm", "minilm", choices=sc.METHODS),
                          format_func=label)
    if not query.strip():
        st.info(t("sentences.err.query_empty"))
    elif len(query) > QUERY_MAX:
        st.warning(t("sentences.err.query_long", n=len(query), limit=QUERY_MAX))
    else:
        texts, E = sc.search_index(method)
        if E is None:
            start = time.perf_counter()
            sims = np.array([se.jaccard(query, s) for s in texts])
            top = np.argsort(-sims, kind="stable")[:5]
            found, vals = top, sims[top]
            st.caption(t("sentences.s2.overlap_note", n=len(texts), ms=1000 * (time.perf_counter() - start)))
        else:
            q = sc.query_vector(method, query.strip())
            start = time.perf_counter()
            ids, vals = se.search(q, E, 5)
            ms = 1000 * (time.perf_counter() - start)
            found, vals = ids[0], vals[0]
            st.caption(t("sentences.s2.shapes", n=E.shape[0], d=E.shape[1], ms=ms))
        export.table({t("sentences.s2.rank"): [str(i + 1) for i in range(len(found))],
                      t("sentences.s2.score"): [num(v, ".3f") for v in vals],
                      t("sentences.s2.sentence"): [texts[i] for i in found]})
    st.markdown(f"**{t('sentences.s2.top1', n=len(texts))}**")
    export.table({t("sentences.s3.method"): [label(m) for m in sc.METHODS],
                  t("sentences.s3.top1"): [num(scores[m].top1, ".1%") for m in sc.METHODS]})


def comparison(scores: dict, table: dict) -> None:
    """§3: Spearman and top-1 per method, the chapter's claims checked, the live MiniLM recompute."""
    st.subheader(present.heading(t("sentences.s3.title")))
    n = len(sc.sts_pairs())
    st.markdown(t("sentences.s3.data", n=n, book=shown(book.STS_TEST_PAIRS), dropped=table["n_pairs_full"] - n))
    st.markdown(t("sentences.s3.full", full=table["n_pairs_full"], rho_full=table["minilm_spearman_full"], n=n,
                  rho=scores["minilm"].spearman))
    rhos = [scores[m].spearman for m in sc.METHODS]
    charts.show(cs.method_bars([label(m) for m in sc.METHODS], rhos, title=t("sentences.s3.chart"),
                               yaxis_title="ρ", highlight=sc.METHODS.index("minilm")), key="sent_fig_methods")
    best = max(sc.METHODS, key=lambda m: scores[m].spearman)
    st.caption(t("cap.sentences.methods", method=label(best), rho=scores[best].spearman))
    source = {m: t("sentences.s3.src.live" if m == "overlap" else "sentences.s3.src.pre") for m in sc.METHODS}
    export.table({t("sentences.s3.method"): [label(m) for m in sc.METHODS],
                  t("sentences.s3.spearman"): [num(scores[m].spearman, ".4f") for m in sc.METHODS],
                  t("sentences.s3.top1"): [num(scores[m].top1, ".1%") for m in sc.METHODS],
                  t("sentences.s3.source"): [source[m] for m in sc.METHODS]})
    st.caption(t("sentences.s3.pool"))
    st.markdown(f"**{t('sentences.s3.claims')}**")
    r = {m: scores[m].spearman for m in sc.METHODS}
    others = max(v for m, v in r.items() if m != "minilm")
    for key, a, b in (("mean_vs_overlap", r["mlm_mean"], r["overlap"]),
                      ("mean_vs_words", r["mlm_mean"], max(r["glove"], r["w2v"])),
                      ("cls_vs_mean", r["mlm_cls"], r["mlm_mean"]),
                      ("minilm_wins", r["minilm"], others)):
        holds = a > b if key == "minilm_wins" else a < b
        claim = t(f"sentences.claim.{key}", a=a, b=b)
        st.markdown(f"- {claim} {t('sentences.claim.holds' if holds else 'sentences.claim.fails')}")
        if key == "mean_vs_overlap":
            l0 = sc.mlm_layer0_spearman()
            st.markdown("  " + t("sentences.claim.layer0", l0=l0, last=r["mlm_mean"], diff=r["mlm_mean"] - l0))
    if st.button(t("sentences.s3.recompute"), key="sent_recompute"):
        st.session_state["sent_live"] = True
    if st.session_state.get("sent_live"):
        bar = st.progress(0.0, text=t("sentences.s3.progress", pct=0))
        result = sc.live_minilm(lambda f: bar.progress(f, text=t("sentences.s3.progress", pct=round(100 * f))))
        bar.progress(1.0, text=t("sentences.s3.done", secs=result.seconds, n=result.sentences))
        live = result.score
        st.success(t("sentences.s3.live_result", rho=live.spearman, top1=live.top1, pre_rho=scores["minilm"].spearman,
                     pre_top1=scores["minilm"].top1))


def blind_spots() -> None:
    """§4: two sentences sharing their words but not their meaning, under every method, against STS paraphrases."""
    st.subheader(t("sentences.s4.title"))
    para = sc.paraphrase_cosines()
    present.explain(t("sentences.s4.intro", cut=sc.PARAPHRASE_SCORE, n=len(para["overlap"])))   # folded on a projector
    c1, c2 = st.columns(2)
    text_a = c1.text_input(t("sentences.s4.a"), key=url_state("sent_xa", sc.SWAP_PAIR[0], max_len=contextual.MAX_CHARS),
                           max_chars=contextual.MAX_CHARS)
    text_b = c2.text_input(t("sentences.s4.b"), key=url_state("sent_xb", sc.SWAP_PAIR[1], max_len=contextual.MAX_CHARS),
                           max_chars=contextual.MAX_CHARS)
    defaults = t("sentences.s4.defaults", sa=sc.SWAP_PAIR[0], sb=sc.SWAP_PAIR[1], na=sc.NEGATION_PAIR[0],
                 nb=sc.NEGATION_PAIR[1])
    if not present.active():          # projector mode: under the table, which keeps the first screen
        st.caption(defaults)
    if not text_a.strip() or not text_b.strip():
        st.info(t("sentences.err.empty"))
        return
    if max(len(text_a), len(text_b)) > contextual.MAX_CHARS:
        st.warning(t("sentences.err.too_long_chars", n=max(len(text_a), len(text_b)), limit=contextual.MAX_CHARS))
        return
    a, b = text_a.strip(), text_b.strip()
    yours = {m: sc.pair_similarity(m, a, b) for m in sc.METHODS}
    fixed = sc.reference_similarities()                  # method -> (swapped pair, negated pair, paraphrase median)
    below = {m: float(np.mean(para[m] < yours[m])) for m in sc.METHODS}
    export.table({t("sentences.s3.method"): [label(m) for m in sc.METHODS],
                  t("sentences.s4.col.yours"): [num(yours[m], ".3f") for m in sc.METHODS],
                  t("sentences.s4.col.swap"): [num(fixed[m][0], ".3f") for m in sc.METHODS],
                  t("sentences.s4.col.negation"): [num(fixed[m][1], ".3f") for m in sc.METHODS],
                  t("sentences.s4.col.median"): [num(fixed[m][2], ".3f") for m in sc.METHODS],
                  t("sentences.s4.col.below"): [num(below[m], ".0%") for m in sc.METHODS]})
    if present.active():
        st.caption(defaults)
    st.markdown(t("sentences.s4.result", method=label("minilm"), cos=yours["minilm"], share=below["minilm"],
                  n=len(para["minilm"]), median=float(np.median(para["minilm"]))))
