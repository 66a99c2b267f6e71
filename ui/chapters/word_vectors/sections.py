"""Sections of the word-vectors page (MISSION §6): header, neighbours, analogy, evaluation, word2vec, geometry.

Each section is a function whose inputs are its arguments (and the widgets it owns, each with its URL key
declared right next to it); none reads another's variables. Cached work comes from ``cache``.
"""
from __future__ import annotations

import contextlib

import numpy as np
import pandas as pd
import streamlit as st

from lm_core.vectors import analogy_eval as ae
from lm_core import book
from lm_core.vectors import hd_geometry as hd
from lm_core.vectors import word_vectors as wvm
from lm_core.vectors.word2vec import W2VConfig, toy_similarity

from ui import book as book_ui
from ui import cached_charts  # each figure built once per server (ui/figures.py)
from ui import charts, export
from ui.chapters.word_vectors import charts as charts_wordvec
from ui import inputs as input_ui
from ui import present
from ui.chapters.word_vectors import cache
from ui.chapters.word_vectors.cache import DIM_OPTIONS, SETS
from ui.i18n import t
from ui.numbers import formatter, num
from ui.state import url_state
from ui.chapters.word_vectors import SPEC

CUTOFF_OPTIONS = (10_000, 30_000, 100_000)
SHARES = (0.02, 0.1, 0.3, 1.0)
GROUPS = {
    "numbers": "one two three four five six seven eight nine ten",
    "instruments": "guitar piano violin drums flute trumpet cello bass organ harp",
    "capitals": "france paris italy rome germany berlin spain madrid japan tokyo",
    "family": "man woman king queen boy girl father mother son daughter",
}
GROUP_CHOICES = (*GROUPS, "all")
PROBES = ("king", "three", "god", "ship", "love")
PROBE_K = 4                                     # neighbours per probe in the live-training table
TOY_PAIRS = (("king", "queen"), ("man", "woman"), ("dog", "cat"), ("three", "four"),   # same slots
             ("king", "three"), ("dog", "crown"))                                     # different slots
TOY_SAME_SLOT = 4                               # the first four pairs share their slots
TAB_IDS = SPEC.tabs                               # declared once in the chapter's spec
# Links made before tabs had stable ids carry the English label: keep them working.
TAB_ALIASES = {"Neighbours": "neigh", "Analogy": "analogy", "Evaluation table": "eval",
               "Training word2vec": "train", "High dimensions": "geom"}
TAB_WIDGET = "wv_tab__tabs"                      # the tab bar's key (state.url_tabs); it holds the label


def set_label(name: str) -> str:
    return t(f"word_vectors.set.{name}")


def pct(x: float) -> str:
    return "–" if x != x else f"{num(100 * x, '.1f')}%"


def typed_word(wv: wvm.WordVectors, raw: str, cutoff: int, label: str, where=st) -> str | None:
    """The checked word, or None after showing why it cannot be used (with suggestions): one path for the box
    and for a link's value."""
    try:
        check = wvm.check_word(wv, raw, cutoff)
    except wvm.WordError as err:
        hints = err.params.get("suggestions", ())
        hint = t("word_vectors.msg.try", words=", ".join(map(input_ui.literal, hints))) if hints else ""
        shown = wvm.WordError(err.code, **err.params, label=label, set=set_label(wv.name), hint=hint)
        input_ui.show(shown, "word_vectors", where, level="info" if err.code == "empty" else "error")
        return None
    if check.lowered:
        where.caption(t("word_vectors.msg.lowered", raw=input_ui.literal(raw.strip()),
                        word=input_ui.literal(check.word)))
    return check.word


# ---------------------------------------------------------------- header and shared controls

def header() -> tuple[str, int]:
    """Title, a one-line lead, the long introduction folded away, and the two controls every tab uses."""
    st.title(t("word_vectors.title"))
    folds = st.columns(2) if present.active() else (st, st)     # projector mode: the two folds on one row
    with folds[0] if present.active() else contextlib.nullcontext():
        present.explain(t("word_vectors.lead"))
    c1, c2 = st.columns([3, 2])
    name = c1.radio(t("word_vectors.set"), SETS, format_func=set_label, horizontal=True,
                    key=url_state("wv_set", "glove", choices=SETS), help=t("word_vectors.set_help"))
    cutoff = c2.select_slider(t("word_vectors.cutoff"), CUTOFF_OPTIONS, format_func=formatter(","),
                              key=url_state("wv_cut", 100_000, choices=CUTOFF_OPTIONS),
                              help=t("word_vectors.cutoff_help"))
    wv = cache.vectors(name)
    with folds[1].expander(t("word_vectors.more")):
        st.markdown(t("word_vectors.intro"))
        st.caption(t(f"word_vectors.about.{name}", v=len(wv), d=wv.dim, n=wv.limit(cutoff)))
    return name, cutoff


# ---------------------------------------------------------------- 1. neighbours

def neighbours(cutoff: int) -> None:
    """Nearest words in both sets side by side, and the book's list when the word is one the chapter prints."""
    n1, n2 = st.columns([2, 1])
    raw = n1.text_input(t("word_vectors.neigh.word"), key=url_state("wv_word", "king", max_len=wvm.WORD_MAX),
                        max_chars=wvm.WORD_MAX)
    k = n2.slider(t("word_vectors.neigh.k"), 3, 20, key=url_state("wv_k", 8, lo=3, hi=20))
    for col, set_name in zip(st.columns(2), SETS):
        with col:
            other = cache.vectors(set_name)
            word = typed_word(other, raw, cutoff, t("word_vectors.neigh.word"))
            if word is None:
                continue
            rows = wvm.neighbours(other, word, k, cutoff)
            fig = charts_wordvec.ranked_bars([w for w, _ in rows], [s for _, s in rows], [False] * len(rows),
                                             title=t("word_vectors.neigh.chart", word=input_ui.plain(word),
                                                     set=t(f"word_vectors.short.{set_name}")),
                                             xaxis_title=t("word_vectors.cosine"),
                                             legend_plain=t("word_vectors.cosine"),
                                             legend_highlight="", height=96 + 24 * len(rows))
            charts.show(fig, key=f"wv_neigh_{set_name}")
            st.caption(t("word_vectors.neigh.rank", word=input_ui.literal(word), rank=other.index[word] + 1,
                         v=len(other)))
    st.markdown(t("word_vectors.neigh.intro"))
    printed = book.WV_NEIGHBOURS.get((raw or "").strip().lower())
    if printed is not None:
        book_ui.caption(printed, note=t("word_vectors.book_note.neigh", word=printed.value))


def word_map(name: str, cutoff: int) -> None:
    """A PCA map of one group of words (or all four)."""
    st.subheader(t("word_vectors.map.header"))
    wv = cache.vectors(name)
    group = st.segmented_control(t("word_vectors.map.group"), GROUP_CHOICES,
                                 format_func=lambda g: t(f"word_vectors.map.{g}"),
                                 key=url_state("wv_group", "numbers", choices=GROUP_CHOICES)) or "numbers"
    picked = list(GROUPS) if group == "all" else [group]
    pairs = [(w, g) for g in picked for w in GROUPS[g].split() if wv.known(w, cutoff)]
    words = [w for w, _ in pairs]
    if len(words) < 3:
        st.warning(t("word_vectors.map.too_few", set=set_label(name)))
        return
    fig = charts_wordvec.word_map(wvm.project_2d(wv, words), words, [t(f"word_vectors.map.{g}") for _, g in pairs],
                                  title=t("word_vectors.map.title", set=set_label(name)))
    charts.show(fig, key="wv_map")
    st.caption(t("cap.word_vectors.map", n=len(words), set=set_label(name)))
    st.caption(t("word_vectors.map.note"))


# ---------------------------------------------------------------- 2. the analogy

def analogy(name: str, cutoff: int) -> None:
    """a : b :: c : ?, with and without the rule that excludes the inputs."""
    wv = cache.vectors(name)
    present.explain(t("word_vectors.an.intro"))
    a1, a2, a3, a4 = st.columns([1, 1, 1, 1.3])
    raws = [col.text_input(t(f"word_vectors.an.{x}"), key=url_state(f"wv_{x}", default, max_len=wvm.WORD_MAX),
                           max_chars=wvm.WORD_MAX)
            for col, x, default in zip((a1, a2, a3), "abc", ("man", "king", "woman"))]
    exclude = a4.toggle(t("word_vectors.an.exclude"), key=url_state("wv_excl", False),
                        help=t("word_vectors.an.exclude_help"),
                        wrap=True)
    checked = [typed_word(wv, r, cutoff, t(f"word_vectors.an.{x}")) for r, x in zip(raws, "abc")]
    if any(w is None for w in checked):
        return
    a, b, c = checked
    if len({a, b, c}) < 3:
        st.warning(t("word_vectors.an.same3" if a == b == c
                     else ("word_vectors.an.same_ab" if a == b else "word_vectors.an.same2")))
    res = wvm.analogy(wv, a, b, c, exclude_inputs=exclude, k=6, cutoff=cutoff)
    if present.active():              # projector mode: the ranked bars beside the three numbers
        left, right = st.columns([2, 1])
        m1 = m2 = m3 = right
    else:
        left = contextlib.nullcontext()
        m1, m2, m3 = st.columns(3)
    la, lb, lc = map(input_ui.literal, (a, b, c))
    shown = present.reveal("king", t("word_vectors.an.answer", a=la, b=lb, c=lc), res.answer, where=m1,
                           help=t("word_vectors.an.answer_help"))
    m2.metric(t("word_vectors.an.sim"), num(res.top[0][1], ".3f"))
    m3.metric(t("word_vectors.an.sim_c", c=lc), num(res.answer_sim_to_c, ".3f"), help=t("word_vectors.an.sim_c_help"))
    if res.answer_is_input:
        st.warning(t("word_vectors.an.is_input", word=input_ui.literal(res.answer)))
    words = [w for w, _ in res.top]
    fig = charts_wordvec.ranked_bars(words, [s for _, s in res.top], [w in (a, b, c) for w in words],
                                     title=t("word_vectors.an.chart", **dict(zip("abc", map(input_ui.plain, (a, b,
                                                                                                             c))))),
                                     xaxis_title=t("word_vectors.cosine"),
                                     legend_plain=t("word_vectors.an.legend.other"),
                                     legend_highlight=t("word_vectors.an.legend.input"))
    if not shown:                     # the ranked bars and the ranks name the answer: they wait for the reveal
        return
    with left:
        charts.show(fig, key="wv_analogy")
    st.markdown(t("word_vectors.an.ranks", **{f"w{i}": w for i, w in enumerate((la, lb, lc))},
                  **{f"r{i}": res.input_ranks[w] for i, w in enumerate((a, b, c))},
                  **{f"s{i}": res.input_sims[w] for i, w in enumerate((a, b, c))}))
    if (a, b, c) == ("man", "king", "woman"):
        fig_book = book.WV_KMW_EXCLUDED if exclude else book.WV_KMW_ALL
        book_ui.caption(fig_book,
                        note=t("word_vectors.book_note.kmw_excl" if exclude else "word_vectors.book_note.kmw_all"))
    st.markdown(t("word_vectors.an.reading", n=len(cache.questions())))


# ---------------------------------------------------------------- 3. the evaluation table

def evaluation(cutoff: int) -> None:
    """Mikolov's questions answered five ways, in both sets; the reading is computed from the numbers shown."""
    qs = cache.questions()
    sem = qs.semantic()[qs.section_of]
    present.explain(t("word_vectors.ev.intro", n=len(qs), sem=int(sem.sum()), syn=int((~sem).sum())))
    tables = {s: ae.EvalTable.from_dict(cache.eval_table(s, cutoff)) for s in SETS}
    labels = [t(f"word_vectors.ev.m.{m}") for m in ae.METHODS]
    fig = charts_wordvec.method_bars(labels, {set_label(s): [tb.accuracy(m, "semantic") for m in ae.METHODS]
                                              for s, tb in tables.items()},
                                     title=t("word_vectors.ev.chart"), axis_title=t("word_vectors.ev.chart_y"))
    charts.show(fig, key="wv_eval_chart")
    best = max(((s, m) for s in tables for m in ae.METHODS), key=lambda sm: tables[sm[0]].accuracy(sm[1], "semantic"))
    st.caption(t("cap.word_vectors.eval", method=t(f"word_vectors.ev.m.{best[1]}"), set=set_label(best[0]),
                 acc=tables[best[0]].accuracy(best[1], "semantic")))
    rows = []
    for m in ae.METHODS:
        row = {t("word_vectors.ev.method"): t(f"word_vectors.ev.m.{m}")}
        for s, tb in tables.items():
            row[f"{t(f'word_vectors.short.{s}')} · {t('word_vectors.ev.sem')}"] = pct(tb.accuracy(m, "semantic"))
            row[f"{t(f'word_vectors.short.{s}')} · {t('word_vectors.ev.syn')}"] = pct(tb.accuracy(m, "syntactic"))
            row[f"{t(f'word_vectors.short.{s}')} · {t('word_vectors.ev.kept')}"] = pct(tb.kept(m, "semantic"))
        rows.append(row)
    export.table(pd.DataFrame(rows).set_index(t("word_vectors.ev.method")))
    st.caption(t("word_vectors.ev.kept_note"))
    meta = cache.shipped_tables()
    st.caption(t("word_vectors.ev.precomputed", script=meta.get("script", "?"), date=meta.get("computed", "?"))
               if all(f"{s}:{cutoff}" in meta["tables"] for s in tables) else t("word_vectors.ev.computed_now"))
    for col, (s, tb) in zip(st.columns(len(SETS)), tables.items()):
        with col:
            st.markdown(f"**{set_label(s)}** · " + t("word_vectors.ev.searched", n=tb.cutoff))
            st.markdown(t("word_vectors.ev.answerable_line", sem=tb.n_answerable("semantic"),
                          syn=tb.n_answerable("syntactic"), total=tb.n_total()))
            q2, q3 = st.columns(2)
            q2.metric(t("word_vectors.ev.wins_sem"), pct(tb.input_win_rate("semantic")),
                      help=t("word_vectors.ev.wins_help"))
            q3.metric(t("word_vectors.ev.kept_c"), pct(tb.kept("only_c", "semantic")),
                      help=t("word_vectors.ev.kept_help"))
            st.caption(t("word_vectors.ev.which", **{k: sum(v) for k, v in tb.wins_by_input.items()},
                         n=tb.n_answerable(), all=pct(tb.input_win_rate("all"))))
    st.caption(book_ui.ref(t("word_vectors.ev.book", wins=book.WV_INPUT_WINS_SEMANTIC, kept=book.WV_ONLY_C_KEEPS,
                              answerable=book.WV_ANSWERABLE_SEMANTIC), note=t("word_vectors.book_note.text8")))
    st.markdown(reading(tables))
    with st.expander(t("word_vectors.ev.sections")):
        sec = {t("word_vectors.ev.section"): list(tables["glove"].sections)}
        for s, tb in tables.items():
            sec[f"{t(f'word_vectors.short.{s}')} · {t('word_vectors.ev.answerable')}"] = list(tb.answerable)
            for m in ("add_all", "add", "only_c"):
                sec[f"{t(f'word_vectors.short.{s}')} · {t(f'word_vectors.ev.m.{m}')}"] = [
                    pct(x) for x in tb.section_accuracy(m)]
            sec[f"{t(f'word_vectors.short.{s}')} · {t('word_vectors.ev.wins')}"] = [pct(w / n if n else float("nan"))
                                                          for w, n in zip(tb.input_wins, tb.answerable)]
        present.dataframe(sec, hide_index=True, width="stretch", key="wv_sections")


def reading(tables: dict[str, ae.EvalTable]) -> str:
    """The paragraph under the table, built from the same numbers the metrics show."""
    g, w = tables["glove"], tables["w2v"]
    kept = {s: tb.kept("only_c", "semantic") for s, tb in tables.items()}
    more = max(SETS, key=lambda s: (kept[s] if kept[s] == kept[s] else -1.0))
    less = next(s for s in SETS if s != more)
    return t("word_vectors.ev.reading", n=g.cutoff, g_wins=pct(g.input_win_rate("semantic")),
             w_wins=pct(w.input_win_rate("semantic")), g_kept=pct(kept["glove"]), w_kept=pct(kept["w2v"]),
             more=t(f"word_vectors.short.{more}"), less=t(f"word_vectors.short.{less}"))


def pair_correlations(cutoff: int) -> None:
    st.subheader(t("word_vectors.pairs.header"))
    prow = [{t("word_vectors.pairs.set"): set_label(s), t("word_vectors.pairs.data"): p["dataset"],
             t("word_vectors.pairs.rho"): round(p["spearman"], 3),
             t("word_vectors.pairs.used"): f"{p['n_used']} / {p['n_total']}"}
            for s in SETS for p in cache.pair_table(s, cutoff)]
    present.dataframe(prow, hide_index=True, width="stretch", key="wv_pairs")
    st.markdown(t("word_vectors.pairs.reading"))


# ---------------------------------------------------------------- 4. training word2vec

def request_training(seed_value: int, share: float) -> None:
    """Button callback: remember that this session asked for (seed, share); the cached result is reused after."""
    st.session_state["wv_trained"] = st.session_state.get("wv_trained", frozenset()) | {(seed_value, share)}


def training(seed_value: int) -> None:
    """The SGNS objective, the settings (the chapter's and the common ones), and live training on request."""
    present.explain(t("word_vectors.tr.intro"))
    st.latex(r"\max\;\log\sigma(u_o\cdot v_c)+\sum_{i=1}^{k}\log\sigma(-u_{i}\cdot v_c)")
    st.markdown(t("word_vectors.tr.formula"))
    cfg = W2VConfig()
    st.markdown(t("word_vectors.tr.settings", dim=cfg.vector_size, epochs=cfg.epochs, min_count=cfg.min_count,
                  window=cfg.window, neg=cfg.negative, sample=cfg.sample, seed=cfg.seed,
                  v=len(cache.vectors("w2v"))))
    t1, t2 = st.columns([2, 1])
    share = t1.select_slider(t("word_vectors.tr.share"), SHARES, format_func=lambda v,
                             g=formatter("g"): f"{g(100 * v)}%",
                             key=url_state("wv_share", 1.0, choices=SHARES))
    t2.button(t("word_vectors.tr.button"), key="wv_train", type="primary", on_click=request_training, args=(seed_value,
                                                                                                            share))
    if (seed_value, share) not in st.session_state.get("wv_trained", set()):
        st.info(t("word_vectors.tr.hint"))
        return
    epochs = W2VConfig(seed=seed_value).epochs
    bar = st.progress(0.0, text=t("word_vectors.tr.progress", pct=0, epoch=1,
                                  epochs=epochs))   # drawn here, never cached
    live, run = cache.live_word2vec(seed_value, share, progress=lambda f, e: bar.progress(
        f, text=t("word_vectors.tr.progress", pct=round(100 * f), epoch=e, epochs=epochs)))
    bar.progress(1.0, text=t("word_vectors.tr.done", secs=run.seconds, words=run.words, v=len(live)))
    shipped = cache.vectors("w2v")
    cmp = wvm.compare_sets(live, shipped, PROBES, PROBE_K)
    st.markdown(t("word_vectors.tr.same", v=cmp.vocab[0], n=len(cmp.probes), k=cmp.k) if cmp.identical else
                t("word_vectors.tr.differs", same=len(cmp.same_neighbours), n=len(cmp.probes), k=cmp.k,
                  v_live=cmp.vocab[0], v_ship=cmp.vocab[1]))
    table = {t("word_vectors.tr.probe"): list(PROBES)}
    for label, vs in ((t("word_vectors.tr.live", seed=seed_value, share=f"{num(100 * share, 'g')}%"), live),
                      (t("word_vectors.tr.shipped", seed=book.SEED), shipped)):
        table[label] = [", ".join(f"{w} {num(s, '.2f')}" for w, s in wvm.neighbours(vs, p, PROBE_K)) if vs.known(p)
                        else t("word_vectors.tr.unknown", min_count=cfg.min_count) for p in PROBES]
    present.dataframe(table, hide_index=True, width="stretch", key="wv_live_table")


def toy(seed_value: int) -> None:
    """The formula in torch on a toy corpus; the pairs table shows raw and centred cosines."""
    st.subheader(t("word_vectors.toy.header"))
    model = cache.toy_model(seed_value)
    present.explain(t("word_vectors.toy.intro", n=len(model.words)))
    charts.show(cached_charts.lines(range(1, len(model.losses) + 1), {t("word_vectors.toy.loss"): model.losses},
                             title=t("word_vectors.toy.chart"), xaxis_title=t("word_vectors.toy.x"),
                             yaxis_title=t("word_vectors.toy.y"),
                             height=320), key="wv_toy")
    st.caption(t("cap.word_vectors.toy", n=len(model.losses), last=model.losses[-1], first=model.losses[0]))
    centred = [toy_similarity(model, x, y, centred=True) for x, y in TOY_PAIRS]
    present.dataframe({
        t("word_vectors.toy.pair"): [f"{x} · {y}" for x, y in TOY_PAIRS],
        t("word_vectors.toy.slots"): [t("word_vectors.toy.same" if i < TOY_SAME_SLOT else "word_vectors.toy.different")
                            for i in range(len(TOY_PAIRS))],
        t("word_vectors.toy.raw"): [round(toy_similarity(model, x, y), 3) for x, y in TOY_PAIRS],
        t("word_vectors.toy.centred"): [round(c, 3) for c in centred]}, hide_index=True, key="wv_toy_pairs")
    holds = min(centred[:TOY_SAME_SLOT]) > max(centred[TOY_SAME_SLOT:])
    st.markdown(t("word_vectors.toy.reading_holds" if holds else "word_vectors.toy.reading_fails",
                  low=min(centred[:TOY_SAME_SLOT]), high=max(centred[TOY_SAME_SLOT:])))


# ---------------------------------------------------------------- 5. high dimensions

def distance_ratio(seed_value: int) -> None:
    st.markdown(t("word_vectors.geo.intro"))
    rs = cache.ratios(seed_value)
    r10k = dict(rs)[10000]
    g1, g2 = st.columns([2, 1])
    with g1:
        charts.show(charts_wordvec.ratio_curve(
            [d for d, _ in rs], [r for _, r in rs], title=t("word_vectors.geo.ratio_title"),
            xaxis_title=t("word_vectors.geo.dim"),
            yaxis_title=t("word_vectors.geo.ratio"), book_label=t("word_vectors.geo.book_point"), book_dim=10000,
            book_value=book.WV_RATIO_10000.value), key="wv_ratio")
    with g2:
        st.metric(t("word_vectors.geo.ratio_10k"), num(r10k, ".2f"))
        book_ui.caption(book.WV_RATIO_10000, note=t("word_vectors.book_note.ratio"), where=g2)
        st.markdown(t("word_vectors.geo.ratio_reading", pct=100 * (r10k - 1)))


def random_cosines(seed_value: int) -> None:
    """Cosines of random directions at a chosen d; the book's figures where d is one the chapter measured."""
    st.subheader(t("word_vectors.geo.cos_header"))
    dim = st.select_slider(t("word_vectors.geo.dim_pick"), DIM_OPTIONS, key=url_state("wv_dim", 768,
                                                                                      choices=DIM_OPTIONS))
    cos = cache.cosine_sample(dim, seed_value)
    h1, h2 = st.columns([2, 1])
    with h1:
        charts.show(charts_wordvec.cosine_histogram(
            cos, dim, marker=0.4, marker_label=t("word_vectors.geo.marker"), title=t("word_vectors.geo.cos_title",
                                                                                     d=dim),
            xaxis_title=t("word_vectors.cosine"), curve_label=t("word_vectors.geo.curve")), key="wv_cos")
    with h2:
        st.metric(t("word_vectors.geo.mean"), num(cos.mean(), "+.4f"))
        st.metric(t("word_vectors.geo.std"), num(cos.std(ddof=1), ".4f"), help=t("word_vectors.geo.std_help"))
        st.caption(t("word_vectors.geo.chance", s=hd.chance_std(dim)))
        if dim in book.WV_RANDOM_COSINES:
            mean, std = book.WV_RANDOM_COSINES[dim]
            book_ui.caption(t("word_vectors.geo.book", mean=mean, std=std), note=t("word_vectors.book_note.draw"),
                            where=h2)
        share = float((np.abs(cos) > 0.1).mean())
        st.metric(t("word_vectors.geo.above"), f"{num(100 * share, '.1f')}%")
        p = hd.tail_probability(0.1, dim)
        st.caption(t("word_vectors.geo.above_chance", p=100 * p, expected=1000 * p))
        if dim == 768:
            book_ui.caption(book.WV_SHARE_ABOVE_01_768, note=t("word_vectors.book_note.share"), where=h2)
            st.caption(t("word_vectors.geo.share_why", ours=round(share * len(cos)), book=round(
                book.WV_SHARE_ABOVE_01_768.value * len(cos)), expected=len(cos) * p))
    st.markdown(t("word_vectors.geo.reading", d=dim, z=hd.z_score(0.4, dim), p=hd.tail_probability(0.4, dim)))
    stds = [float(cache.cosine_sample(d, seed_value).std(ddof=1)) for d in DIM_OPTIONS]
    charts.show(cached_charts.lines(DIM_OPTIONS, {t("word_vectors.geo.measured"): stds,
                                           t("word_vectors.geo.curve"): [hd.chance_std(d) for d in DIM_OPTIONS]},
                             log_x=True, log_y=True, dashed=[t("word_vectors.geo.curve")], markers=True,
                             legend_under=True,
                             title=t("word_vectors.geo.std_title"), xaxis_title=t("word_vectors.geo.dim"),
                             yaxis_title=t("word_vectors.geo.std")),
                key="wv_std")
    st.caption(t("cap.word_vectors.std", d=DIM_OPTIONS[-1], s=stds[-1], c=hd.chance_std(DIM_OPTIONS[-1])))
