"""Sections of the tokens page. Each takes what it shows as arguments; none reads another's locals."""
from __future__ import annotations

import streamlit as st

from lm_core import book
from lm_core.tokens import names_ladder as nl
from lm_core.tokens import tokenize_compare as tc
from ui import charts, present
from ui.chapters.tokens import charts as charts_tokens, cache
from ui.book import shown
from ui.i18n import t
from ui.inputs import literal
from ui.numbers import formatter, num
from ui.state import url_state

MERGE_STEPS = (0, 128, 256, 512, 1024, 2048, 4096)


def _label(scheme: str) -> str:
    return t(f"tokens.scheme.{scheme}")


def scheme_table(metrics: dict) -> None:
    """§1: the corpus, the model, the four-row table, the two-panel chart and the ranking flip, with the book's
    figures."""
    st.header(present.heading(t("tokens.t.header")))
    rows = cache.rows_by_scheme()
    present.reveal("char_bpc", t("present.ans.char_bpc"), num(rows['chars']['bits_per_char'], ".4f"), extra=True)
    schemes = list(cache.SCHEMES)
    labels = [_label(s) for s in schemes]
    ppl = [rows[s]["perplexity"] for s in schemes]
    bpc = [rows[s]["bits_per_char"] for s in schemes]
    asking = present.hidden("char_bpc")        # the chart's bars and the nats column give the answer away
    if asking:
        st.caption(t("present.waits"))
    else:
        charts.show(charts_tokens.scheme_bars(labels, ppl, bpc, ppl_title=t("tokens.chart.ppl"),
                                              bpc_title=t("tokens.chart.bpc"), shannon=book.TOK_SHANNON_BITS.value,
                                              shannon_label=t("tokens.shannon", v=book.TOK_SHANNON_BITS.value)),
                    key="tok_table_chart")
    by_ppl = sorted(schemes, key=lambda s: rows[s]["perplexity"])
    by_bpc = sorted(schemes, key=lambda s: rows[s]["bits_per_char"])
    st.markdown(t("tokens.ranking", by_ppl=", ".join(map(_label, by_ppl)), by_bpc=", ".join(map(_label, by_bpc)),
                  c_ppl=by_ppl.index("chars") + 1, c_bpc=by_bpc.index("chars") + 1, range=max(ppl) / min(ppl),
                  ratio=rows["bpe2048"]["perplexity"] / rows["bpe512"]["perplexity"],
                  bpc2048=rows["bpe2048"]["bits_per_char"], bpc512=rows["bpe512"]["bits_per_char"]))
    table = {
        t("tokens.col.scheme"): labels,
        t("tokens.col.vocab"): [rows[s]["model_vocab"] for s in schemes],
        t("tokens.col.tokens"): [rows[s]["test_tokens"] for s in schemes],
        t("tokens.col.ppl"): [round(v, 2) for v in ppl],
        t("tokens.col.nats"): ([present.mask("char_bpc", str(round(rows[s]["total_nats"]))) if s == "chars"
                             else str(round(rows[s]["total_nats"])) for s in schemes] if asking
                            else [round(rows[s]["total_nats"]) for s in schemes]),
        t("tokens.col.bpc"): ([present.mask("char_bpc", str(round(v, 4))) if s == "chars" else str(round(v, 4))
                            for s, v in zip(schemes, bpc)] if present.hidden("char_bpc")
                           else [round(v, 4) for v in bpc]),
        t("tokens.col.lambda"): [rows[s]["lambda"] for s in schemes],
    }
    present.dataframe(table, group=True, hide_index=True, width="stretch")   # counts grouped, as the caption
    sizes = metrics["sizes"]
    st.caption(t("tokens.t.corpus", docs=sum(s["documents"] for s in sizes.values()), passage=metrics["passage_chars"],
                 seed=metrics["split_seed"], train_docs=sizes["train"]["documents"],
                 train_chars=sizes["train"]["characters"],
                 dev_docs=sizes["dev"]["documents"], dev_chars=sizes["dev"]["characters"],
                 test_docs=sizes["test"]["documents"], test_chars=sizes["test"]["characters"]))
    st.markdown(t("tokens.t.model", min_count=metrics["min_count"]))
    book_ppl = book.TOK_RANK_PPL.value.split(",")
    st.info(t("tokens.book", b2048=shown(book.TOK_BPE2048_BITS), b512=shown(book.TOK_BPE512_BITS),
              ratio=shown(book.TOK_BPE_PPL_RATIO), range=shown(book.TOK_PPL_RANGE),
              best=shown(book.TOK_BEST_BIGRAM_BITS), shannon=num(book.TOK_SHANNON_BITS.value, "g")) + " " +
            t("tokens.book_rank", ppl=", ".join(_label(s) for s in book_ppl),
              bpc=", ".join(_label(s) for s in book.TOK_RANK_BPC.value.split(","))) + " " +
            t("tokens.book_order", ours=by_ppl.index("words") + 1, theirs=book_ppl.index("words") + 1, n=len(schemes)))


def read_sentence() -> tuple[str | None, str | None]:
    """The sentence box: returns (normalised sentence, None) or (None, error message)."""
    if not present.active():          # projector mode: the section's header above says it
        st.header(t("tokens.s.header"))
    raw = st.text_area(t("tokens.s.input", limit=tc.MAX_SENTENCE), help=t("tokens.s.help"), height=80,
                       key=url_state("sentence", t("tokens.s.default"), max_len=tc.MAX_SENTENCE),
                       max_chars=tc.MAX_SENTENCE)
    try:
        return tc.check_sentence(raw), None
    except tc.SentenceError as err:
        return None, t(f"tokens.s.err.{err.code}", **err.params)


def sentence_view(text: str | None, error: str | None) -> None:
    """The sentence cut by each scheme, each token with its surprisal; total bits per scheme."""
    if error:
        st.warning(error)
        return
    unseen = cache.unseen_chars(text)
    if unseen:
        st.info(t("tokens.s.unseen", chars=", ".join(map(literal, unseen))))
    pieces = cache.sentence_pieces(text)
    totals = {}
    for scheme, ps in pieces.items():
        bits = sum(b for _, b, _ in ps)
        totals[scheme] = (len(ps), bits)
        st.markdown(t("tokens.s.total", scheme=_label(scheme), n=len(ps), bits=bits, bpc=bits / len(text)))
        st.html(charts_tokens.token_strip_html(ps, t("tokens.s.unknown")))
    counts = [n for n, _ in totals.values()]
    bits = [b for _, b in totals.values()]
    cheap = min(totals, key=lambda s: totals[s][1])
    dear = max(totals, key=lambda s: totals[s][1])
    st.caption(t("tokens.s.same", lo=min(counts), hi=max(counts), blo=min(bits), bhi=max(bits), dear=_label(dear),
                 cheap=_label(cheap), more=totals[dear][1] / totals[cheap][1] - 1 if totals[cheap][1] > 0 else 0.0))


def merges_chart(metrics: dict, text: str | None) -> None:
    """Per-token perplexity and bits per character against the number of merges; the picked size cuts the sentence."""
    if not present.active():
        st.subheader(t("tokens.m.header"))
    rows = {0 if r["scheme"] == "chars" else r["merges"]: r for r in metrics["rows"] if r["scheme"] != "words"}
    steps = [m for m in MERGE_STEPS if m in rows]
    picked = st.select_slider(t("tokens.m.slider"), steps, help=t("tokens.m.help"),
                              key=url_state("merges", 512, choices=steps), format_func=formatter(","))
    ppl = [rows[m]["perplexity"] for m in steps]
    bpc = [rows[m]["bits_per_char"] for m in steps]
    charts.show(charts_tokens.merges_sweep(steps, ppl, bpc, picked, ppl_name=t("tokens.col.ppl"),
                                           bpc_name=t("tokens.col.bpc"), x_title=t("tokens.m.x"),
                                           title=t("tokens.m.title")),
                key="tok_merges_chart")
    first, last = steps[0], steps[-1]
    opposite = (bpc[-1] < bpc[0]) != (ppl[-1] < ppl[0])
    st.caption(t("tokens.m.moves" if opposite else "tokens.m.moves_same", m0=first, m1=last, b0=bpc[0], b1=bpc[-1],
                 p0=ppl[0], p1=ppl[-1], path=" → ".join(num(b, ".2f") for b in bpc)))
    r = rows[picked]
    st.markdown(t("tokens.m.picked", merges=picked, vocab=r["model_vocab"], tokens=r["test_tokens"],
                  ppl=r["perplexity"], bpc=r["bits_per_char"]))
    if text:
        cut = list(text) if picked == 0 else cache.bpe_cut(text, picked)
        st.markdown(t("tokens.m.cut", merges=picked, n=len(cut)))
        st.html(charts_tokens.token_strip_html([(c, None, False) for c in cut], t("tokens.s.unknown")))


def ladder(scores: dict, samples: dict, alpha: float, n_names: int, n_preds: int, choice) -> None:
    """§2: every names model on one scale, with samples, Shannon's line and the chapter's 2.23 bits."""
    st.header(present.heading(t("tokens.l.header")))
    st.markdown(t("tokens.l.explain", n=n_names, preds=n_preds))
    keys = list(cache.LADDER)
    labels = [t(f"tokens.l.{k}", alpha=alpha, contexts=27 * 27) for k in keys]
    rungs = [nl.Rung(k, scores[k][0], scores[k][1], tuple(samples[k])) for k in keys]
    refs = {t("tokens.shannon", v=book.TOK_SHANNON_BITS.value): book.TOK_SHANNON_BITS.value,
            t("tokens.l.best_bigram", v=shown(book.TOK_BEST_BIGRAM_BITS)): book.TOK_BEST_BIGRAM_BITS.value}
    charts.show(charts_tokens.ladder_bars(labels, [r.bits_per_char for r in rungs], refs, title=t("tokens.l.chart")),
                key="tok_ladder_chart")
    best = min(range(len(rungs)), key=lambda i: rungs[i].bits_per_char)
    st.caption(t("cap.tokens.ladder", model=labels[best], bpc=rungs[best].bits_per_char))
    present.dataframe({
        t("tokens.l.col.model"): labels,
        t("tokens.l.col.ppl"): [num(r.perplexity, ".3f") for r in rungs],
        t("tokens.l.col.bpc"): [num(r.bits_per_char, ".4f") for r in rungs],
        t("tokens.l.col.params"): [num(r.n_params, ",") for r in rungs],
    }, hide_index=True, width="stretch")
    st.markdown(f"**{t('tokens.l.col.samples')}**\n\n" +
                "\n".join(f"- {label}: {', '.join(r.samples)}" for label, r in zip(labels, rungs)))
    st.caption(t("tokens.l.caveat", shannon=book.TOK_SHANNON_BITS.value, chapter=shown(book.TOK_BEST_BIGRAM_BITS))
               + " " + t("tokens.l.alpha_note", alphas=", ".join(num(a, "g") for a in nl.TRIGRAM_ALPHAS),
                         n_tune=choice.n_tune, n_fit=choice.n_fit, n_train=choice.n_fit + choice.n_tune))


def _sci(n: int) -> str:
    mant, exp = nl.sci(n)
    return f"{num(mant, 'g')}·10" + "".join("⁰¹²³⁴⁵⁶⁷⁸⁹"[int(d)] for d in str(exp))


def counting_stops(coverage: list) -> None:
    """§3: the |V|^m calculator and the measured share of contexts seen."""
    st.header(present.heading(t("tokens.c.header")))
    m = st.slider(t("tokens.c.m"), 1, 10, key=url_state("ctx_m", 3, lo=1, hi=10))
    fmt = lambda n: num(n, ",") if n < 10 ** 7 else _sci(n)   # noqa: E731
    st.markdown(t("tokens.c.calc", m=m, chars=fmt(nl.possible_contexts(27, m)),
                  words=fmt(nl.possible_contexts(50_000, m))))
    charts.show(charts_tokens.coverage_lines([c.m for c in coverage], [c.share_seen for c in coverage],
                                             [c.share_val_unseen for c in coverage], seen_name=t("tokens.c.seen"),
                                             unseen_name=t("tokens.c.unseen"), x_title=t("tokens.c.x"),
                                             title=t("tokens.c.chart")),
                key="tok_coverage_chart")
    shown = next((c for c in coverage if c.m == m), coverage[-1])
    st.caption(t("cap.tokens.coverage", m=shown.m, seen=100 * shown.share_seen, unseen=100 * shown.share_val_unseen))
    present.dataframe({
        t("tokens.c.col.m"): [c.m for c in coverage],
        t("tokens.c.col.possible"): [num(c.possible, ",") for c in coverage],
        t("tokens.c.col.seen"): [num(c.seen_in_train, ",") for c in coverage],
        t("tokens.c.col.share"): [f"{num(100 * c.share_seen, '.3g')}%" for c in coverage],
        t("tokens.c.col.unseen"): [f"{num(100 * c.share_val_unseen, '.3g')}%" for c in coverage],
    }, hide_index=True, width="stretch")
    lo, hi = next((c for c in coverage if c.m == 3), coverage[0]), coverage[-1]
    st.markdown(t("tokens.c.sharing", m_lo=lo.m, m_hi=hi.m, u_lo=100 * lo.share_val_unseen,
                  u_hi=100 * hi.share_val_unseen, s_lo=100 * lo.share_seen, s_hi=100 * hi.share_seen))
