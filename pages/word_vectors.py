"""The word-vectors page: neighbours, the analogy and its exclusion rule, the evaluation table, training word2vec,
and the geometry of high dimensions (MISSION §6)."""
import json
import threading
import time
from pathlib import Path

import numpy as np
import pandas as pd
import streamlit as st

import ui
from lm_core import analogy_eval as ae
from lm_core import hd_geometry as hd
from lm_core import word_vectors as wvm
from lm_core.corpus import load_corpus
from lm_core.word2vec import W2VConfig, keyed_vectors_to_arrays, toy_similarity, train_gensim, train_toy_sgns
from ui import charts, charts_wordvec
from ui.i18n import t
from ui.sidebar import seed
from ui.state import url_state

ui.require_app_shell()

ASSETS = Path(__file__).resolve().parent.parent / "assets" / "wordvec"
SETS = ("glove", "w2v")
CUTOFF_OPTIONS = (10_000, 30_000, 100_000)
SHARES = (0.02, 0.1, 0.3, 1.0)
DIM_OPTIONS = (2, 3, 5, 10, 20, 50, 100, 200, 300, 500, 768, 1000, 2000, 5000, 10000)
GROUPS = {
    "numbers": "one two three four five six seven eight nine ten",
    "instruments": "guitar piano violin drums flute trumpet cello bass organ harp",
    "capitals": "france paris italy rome germany berlin spain madrid japan tokyo",
    "family": "man woman king queen boy girl father mother son daughter",
}
PROBES = ("king", "three", "god", "ship", "love")


@st.cache_resource(show_spinner=False)
def vectors(name: str) -> wvm.WordVectors:
    return wvm.load_vector_set(ASSETS, name)


@st.cache_resource(show_spinner=False)
def questions() -> ae.Questions:
    return ae.load_questions(ASSETS / "questions-words.txt")


@st.cache_data(show_spinner=False)
def shipped_tables() -> dict:
    path = ASSETS / "wordvec_eval.json"
    return json.loads(path.read_text()) if path.exists() else {"tables": {}}


@st.cache_data(show_spinner=False, max_entries=8)
def eval_table(name: str, cutoff: int) -> dict:
    """The shipped table for (set, cut-off) if the script computed it, else computed now (tens of seconds)."""
    shipped = shipped_tables()["tables"].get(f"{name}:{cutoff}")
    return shipped if shipped is not None else ae.evaluate(vectors(name), questions(), cutoff).to_dict()


@st.cache_data(show_spinner=False, max_entries=8)
def pair_table(name: str, cutoff: int) -> list[dict]:
    return [c.to_dict() for c in ae.word_pair_correlations(vectors(name), ASSETS, cutoff)]


@st.cache_data(show_spinner=False, max_entries=4)
def ratios(seed_value: int) -> list[tuple[int, float]]:
    return [(p.dim, p.ratio) for p in hd.distance_ratios(hd.DIMS, 1000, seed_value)]


@st.cache_data(show_spinner=False, max_entries=64)
def cosine_sample(dim: int, seed_value: int) -> np.ndarray:
    return hd.random_cosines(dim, 1000, seed_value).cosines.numpy()


@st.cache_resource(show_spinner=False)
def toy_model(seed_value: int):
    return train_toy_sgns(seed=seed_value)


@st.cache_resource(show_spinner=False)
def corpus():
    return load_corpus(ASSETS)


@st.cache_resource(show_spinner=False, max_entries=4)
def live_word2vec(seed_value: int, share: float) -> wvm.WordVectors:
    """word2vec trained now on the first ``share`` of the corpus. gensim runs in a thread; this (the script's)
    thread polls its progress into a bar. The bar is created here, so a cache hit simply replays it, finished."""
    cfg = W2VConfig(seed=seed_value)
    bar = st.progress(0.0, text=t("wv.tr.progress", pct=0, epoch=1, epochs=cfg.epochs))
    sentences = corpus().sentences
    sentences = sentences[: max(1, int(len(sentences) * share))]
    box, out = {"f": 0.0, "epoch": 1}, {}
    job = threading.Thread(target=lambda: out.update(kv=train_gensim(
        sentences, cfg, progress=lambda f, e: box.update(f=f, epoch=e))), daemon=True)
    start = time.perf_counter()
    job.start()
    while job.is_alive():
        bar.progress(min(box["f"], 1.0), text=t("wv.tr.progress", pct=round(100 * box["f"]), epoch=box["epoch"],
                                                 epochs=cfg.epochs))
        job.join(0.25)
    words, vecs = keyed_vectors_to_arrays(out["kv"])
    bar.progress(1.0, text=t("wv.tr.done", secs=time.perf_counter() - start, words=sum(map(len, sentences)),
                             v=len(words)))
    return wvm.WordVectors.from_arrays("live", words, vecs)


def request_training(share: float) -> None:
    """Button callback: remember that this session asked for (seed, share); the cached result is reused after."""
    st.session_state["wv_trained"] = st.session_state.get("wv_trained", frozenset()) | {(seed(), share)}


def pct(x: float) -> str:
    return "–" if x != x else f"{100 * x:.1f}%"


def set_label(name: str) -> str:
    return t(f"wv.set.{name}")


def typed_word(wv: wvm.WordVectors, raw: str, cutoff: int, label: str) -> str | None:
    """The checked word, or None after showing why it cannot be used (with suggestions)."""
    check = wvm.check_word(wv, raw, cutoff)
    if check.word is not None:
        if check.lowered:
            st.caption(t("wv.msg.lowered", raw=raw.strip(), word=check.word))
        return check.word
    hint = t("wv.msg.try", words=", ".join(f"**{w}**" for w in check.suggestions)) if check.suggestions else ""
    if check.problem == "empty":
        st.info(t("wv.msg.empty", label=label))
    else:
        st.error(t(f"wv.msg.{check.problem}", raw=raw.strip(), label=label, set=set_label(wv.name),
                   n=wv.limit(cutoff)) + " " + hint)
    return None


# ---------------------------------------------------------------- header and shared controls
st.title(t("wv.title"))
st.markdown(t("wv.intro"))
c1, c2 = st.columns([1, 1])
name = c1.radio(t("wv.set"), SETS, format_func=set_label, horizontal=True,
                key=url_state("wv_set", "glove", valid=lambda v: v in SETS), help=t("wv.set_help"))
cutoff = c2.select_slider(t("wv.cutoff"), CUTOFF_OPTIONS, format_func=lambda v: f"{v:,}",
                          key=url_state("wv_cut", 100_000, parse=int, valid=lambda v: v in CUTOFF_OPTIONS),
                          help=t("wv.cutoff_help"))
wv = vectors(name)
st.caption(t(f"wv.about.{name}", v=len(wv), d=wv.dim, n=wv.limit(cutoff)))

TABS = [t(f"wv.tab.{x}") for x in ("neigh", "analogy", "eval", "train", "geom")]
tabs = st.tabs(TABS, key=url_state("wv_tab", TABS[0], valid=lambda v: v in TABS), on_change="rerun")

# ---------------------------------------------------------------- 1. neighbours
if tabs[0].open:
    with tabs[0]:
        st.markdown(t("wv.neigh.intro"))
        n1, n2 = st.columns([2, 1])
        raw = n1.text_input(t("wv.neigh.word"), key=url_state("wv_word", "king"), max_chars=60)
        k = n2.slider(t("wv.neigh.k"), 3, 20, key=url_state("wv_k", 8, valid=lambda v: 3 <= v <= 20))
        cols = st.columns(2)
        for col, set_name in zip(cols, SETS):
            with col:
                st.markdown(f"**{set_label(set_name)}**")
                other = vectors(set_name)
                word = typed_word(other, raw, cutoff, t("wv.neigh.word"))
                if word is None:
                    continue
                st.caption(t("wv.neigh.rank", word=word, rank=other.index[word] + 1, v=len(other)))
                rows = wvm.neighbours(other, word, k, cutoff)
                fig = charts_wordvec.ranked_bars([w for w, _ in rows], [s for _, s in rows], [False] * len(rows),
                                                 title=t("wv.neigh.chart", word=word), xaxis_title=t("wv.cosine"),
                                                 legend_plain=t("wv.cosine"), legend_highlight="",
                                                 height=120 + 28 * len(rows))
                charts.show(fig, key=f"wv_neigh_{set_name}")
        if raw.strip().lower() in wvm.BOOK_NEIGHBOURS:
            st.caption(t("wv.neigh.book", word=raw.strip().lower(), list=wvm.BOOK_NEIGHBOURS[raw.strip().lower()]))

        st.subheader(t("wv.map.header"))
        choices = [*GROUPS, "all"]
        group = st.segmented_control(t("wv.map.group"), choices, format_func=lambda g: t(f"wv.map.{g}"),
                                     key=url_state("wv_group", "all", valid=lambda v: v in choices)) or "all"
        picked = list(GROUPS) if group == "all" else [group]
        pairs = [(w, g) for g in picked for w in GROUPS[g].split() if wv.known(w, cutoff)]
        words = [w for w, _ in pairs]
        if len(words) >= 3:
            pts = wvm.project_2d(wv, words)
            fig = charts_wordvec.word_map(pts, words, [t(f"wv.map.{g}") for _, g in pairs],
                                          title=t("wv.map.title", set=set_label(name)))
            charts.show(fig, key="wv_map")
            st.caption(t("wv.map.note"))
        else:
            st.warning(t("wv.map.too_few", set=set_label(name)))

# ---------------------------------------------------------------- 2. the analogy
if tabs[1].open:
    with tabs[1]:
        st.markdown(t("wv.an.intro"))
        a1, a2, a3, a4 = st.columns([1, 1, 1, 1.3])
        raws = [a1.text_input(t("wv.an.a"), key=url_state("wv_a", "man"), max_chars=60),
                a2.text_input(t("wv.an.b"), key=url_state("wv_b", "king"), max_chars=60),
                a3.text_input(t("wv.an.c"), key=url_state("wv_c", "woman"), max_chars=60)]
        exclude = a4.toggle(t("wv.an.exclude"), key=url_state("wv_excl", False), help=t("wv.an.exclude_help"))
        checked = [typed_word(wv, r, cutoff, t(f"wv.an.{x}")) for r, x in zip(raws, "abc")]
        if any(w is None for w in checked):
            st.stop()
        a, b, c = checked
        if len({a, b, c}) < 3:
            st.warning(t("wv.an.same3" if a == b == c else ("wv.an.same_ab" if a == b else "wv.an.same2")))
        res = wvm.analogy(wv, a, b, c, exclude_inputs=exclude, k=6, cutoff=cutoff)
        m1, m2, m3 = st.columns(3)
        m1.metric(t("wv.an.answer", a=a, b=b, c=c), res.answer, help=t("wv.an.answer_help"))
        m2.metric(t("wv.an.sim"), f"{res.top[0][1]:.3f}")
        m3.metric(t("wv.an.sim_c", c=c), f"{res.answer_sim_to_c:.3f}", help=t("wv.an.sim_c_help"))
        if res.answer_is_input:
            st.warning(t("wv.an.is_input", word=res.answer))
        words = [w for w, _ in res.top]
        fig = charts_wordvec.ranked_bars(words, [s for _, s in res.top], [w in (a, b, c) for w in words],
                                         title=t("wv.an.chart", a=a, b=b, c=c), xaxis_title=t("wv.cosine"),
                                         legend_plain=t("wv.an.legend.other"), legend_highlight=t("wv.an.legend.input"))
        charts.show(fig, key="wv_analogy")
        st.markdown(t("wv.an.ranks", **{f"w{i}": w for i, w in enumerate((a, b, c))},
                      **{f"r{i}": res.input_ranks[w] for i, w in enumerate((a, b, c))},
                      **{f"s{i}": res.input_sims[w] for i, w in enumerate((a, b, c))}))
        if (a, b, c) == ("man", "king", "woman"):
            st.caption(t("wv.an.book", **wvm.BOOK_KING_MAN_WOMAN))
        st.markdown(t("wv.an.reading"))

# ---------------------------------------------------------------- 3. the evaluation table
if tabs[2].open:
    with tabs[2]:
        st.markdown(t("wv.ev.intro", n=len(questions()), sem=int(questions().semantic()[questions().section_of].sum()),
                      syn=int((~questions().semantic()[questions().section_of]).sum())))
        tables = {s: ae.EvalTable.from_dict(eval_table(s, cutoff)) for s in SETS}
        rows = []
        for m in ae.METHODS:
            row = {t("wv.ev.method"): t(f"wv.ev.m.{m}")}
            for s, tb in tables.items():
                row[f"{t(f'wv.short.{s}')} · {t('wv.ev.sem')}"] = pct(tb.accuracy(m, "semantic"))
                row[f"{t(f'wv.short.{s}')} · {t('wv.ev.syn')}"] = pct(tb.accuracy(m, "syntactic"))
                row[f"{t(f'wv.short.{s}')} · {t('wv.ev.kept')}"] = pct(tb.kept(m, "semantic"))
            rows.append(row)
        st.table(pd.DataFrame(rows).set_index(t("wv.ev.method")))
        st.caption(t("wv.ev.kept_note"))
        meta = shipped_tables()
        st.caption(t("wv.ev.precomputed", script=meta.get("script", "?"), date=meta.get("computed", "?"))
                   if all(f"{s}:{cutoff}" in meta["tables"] for s in SETS) else t("wv.ev.computed_now"))
        cols = st.columns(len(SETS))
        for col, (s, tb) in zip(cols, tables.items()):
            with col:
                st.markdown(f"**{set_label(s)}** · " + t("wv.ev.searched", n=tb.cutoff))
                st.markdown(t("wv.ev.answerable_line", sem=tb.n_answerable("semantic"),
                              syn=tb.n_answerable("syntactic"), total=tb.n_total()))
                q2, q3 = st.columns(2)
                q2.metric(t("wv.ev.wins_sem"), pct(tb.input_win_rate("semantic")), help=t("wv.ev.wins_help"))
                q3.metric(t("wv.ev.kept_c"), pct(tb.kept("only_c", "semantic")), help=t("wv.ev.kept_help"))
                st.caption(t("wv.ev.which", **{k: sum(v) for k, v in tb.wins_by_input.items()},
                             n=tb.n_answerable(), all=pct(tb.input_win_rate("all"))))
        st.caption(t("wv.ev.book", wins=100 * ae.BOOK_INPUT_WINS_SEMANTIC, kept=100 * ae.BOOK_ONLY_C_KEEPS,
                     answerable=ae.BOOK_ANSWERABLE_SEMANTIC))
        labels = [t(f"wv.ev.m.{m}") for m in ae.METHODS]
        fig = charts_wordvec.method_bars(labels, {set_label(s): [tb.accuracy(m, "semantic") for m in ae.METHODS]
                                                  for s, tb in tables.items()},
                                         title=t("wv.ev.chart"), yaxis_title=t("wv.ev.chart_y"))
        charts.show(fig, key="wv_eval_chart")
        st.markdown(t("wv.ev.reading"))
        with st.expander(t("wv.ev.sections")):
            sec = {t("wv.ev.section"): list(tables["glove"].sections)}
            for s, tb in tables.items():
                sec[f"{t(f'wv.short.{s}')} · {t('wv.ev.answerable')}"] = list(tb.answerable)
                for m in ("add_all", "add", "only_c"):
                    sec[f"{t(f'wv.short.{s}')} · {t(f'wv.ev.m.{m}')}"] = [pct(x) for x in tb.section_accuracy(m)]
                sec[f"{t(f'wv.short.{s}')} · {t('wv.ev.wins')}"] = [pct(w / n if n else float("nan"))
                                                              for w, n in zip(tb.input_wins, tb.answerable)]
            st.dataframe(pd.DataFrame(sec), hide_index=True, width="stretch", key="wv_sections")
        st.subheader(t("wv.pairs.header"))
        prow = []
        for s in SETS:
            for p in pair_table(s, cutoff):
                prow.append({t("wv.pairs.set"): set_label(s), t("wv.pairs.data"): p["dataset"],
                             t("wv.pairs.rho"): round(p["spearman"], 3), t("wv.pairs.used"): f"{p['n_used']} / {p['n_total']}"})
        st.dataframe(pd.DataFrame(prow), hide_index=True, width="stretch", key="wv_pairs")
        st.markdown(t("wv.pairs.reading"))

# ---------------------------------------------------------------- 4. training word2vec
if tabs[3].open:
    with tabs[3]:
        st.markdown(t("wv.tr.intro"))
        st.latex(r"\max\;\log\sigma(u_o\cdot v_c)+\sum_{i=1}^{k}\log\sigma(-u_{i}\cdot v_c)")
        st.markdown(t("wv.tr.formula"))
        cfg = W2VConfig()
        st.markdown(t("wv.tr.settings", dim=cfg.vector_size, window=cfg.window, neg=cfg.negative, epochs=cfg.epochs,
                      min_count=cfg.min_count, seed=cfg.seed, v=len(vectors("w2v"))))
        t1, t2 = st.columns([2, 1])
        share = t1.select_slider(t("wv.tr.share"), SHARES, format_func=lambda v: f"{100 * v:g}%",
                                 key=url_state("wv_share", 1.0, parse=float, valid=lambda v: v in SHARES))
        t2.button(t("wv.tr.button"), key="wv_train", type="primary", on_click=request_training, args=(share,))
        if (seed(), share) in st.session_state.get("wv_trained", set()):
            live = live_word2vec(seed(), share)
            shipped = vectors("w2v")
            same = (share == 1.0 and live.words == shipped.words
                    and float(np.abs(live.unit - shipped.unit).max()) < 2e-3)
            st.markdown(t("wv.tr.same" if same else "wv.tr.differs", seed=seed()))
            table = {t("wv.tr.probe"): []}
            for label in (t("wv.tr.live"), t("wv.tr.shipped")):
                table[label] = []
            for probe in PROBES:
                table[t("wv.tr.probe")].append(probe)
                for label, vs in ((t("wv.tr.live"), live), (t("wv.tr.shipped"), shipped)):
                    table[label].append(", ".join(f"{w} {s:.2f}" for w, s in wvm.neighbours(vs, probe, 4))
                                        if vs.known(probe) else t("wv.tr.unknown"))
            st.dataframe(pd.DataFrame(table), hide_index=True, width="stretch", key="wv_live_table")
        else:
            st.info(t("wv.tr.hint"))
        st.subheader(t("wv.toy.header"))
        toy = toy_model(seed())
        st.markdown(t("wv.toy.intro", n=len(toy.words)))
        charts.show(charts.lines(range(1, len(toy.losses) + 1), {t("wv.toy.loss"): toy.losses},
                                 title=t("wv.toy.chart"), xaxis_title=t("wv.toy.x"), yaxis_title=t("wv.toy.y"),
                                 height=320), key="wv_toy")
        pairs = [("king", "queen"), ("man", "woman"), ("dog", "cat"), ("three", "four"), ("king", "three"),
                 ("dog", "crown")]
        st.dataframe(pd.DataFrame({t("wv.toy.pair"): [f"{x} · {y}" for x, y in pairs],
                                   t("wv.cosine"): [round(toy_similarity(toy, x, y), 3) for x, y in pairs]}),
                     hide_index=True, key="wv_toy_pairs")

# ---------------------------------------------------------------- 5. high dimensions
if tabs[4].open:
    with tabs[4]:
        st.markdown(t("wv.geo.intro"))
        rs = ratios(seed())
        r10k = dict(rs)[10000]
        g1, g2 = st.columns([2, 1])
        with g1:
            charts.show(charts_wordvec.ratio_curve(
                [d for d, _ in rs], [r for _, r in rs], title=t("wv.geo.ratio_title"), xaxis_title=t("wv.geo.dim"),
                yaxis_title=t("wv.geo.ratio"), book_label=t("wv.geo.book_point"), book_dim=10000,
                book_value=hd.BOOK_RATIO_10000), key="wv_ratio")
        with g2:
            st.metric(t("wv.geo.ratio_10k"), f"{r10k:.2f}")
            st.caption(t("wv.book_ref", value=hd.BOOK_RATIO_10000))
            st.markdown(t("wv.geo.ratio_reading", pct=100 * (r10k - 1)))
        st.subheader(t("wv.geo.cos_header"))
        dim = st.select_slider(t("wv.geo.dim_pick"), DIM_OPTIONS,
                               key=url_state("wv_dim", 768, parse=int, valid=lambda v: v in DIM_OPTIONS))
        cos = cosine_sample(dim, seed())
        h1, h2 = st.columns([2, 1])
        with h1:
            charts.show(charts_wordvec.cosine_histogram(
                cos, dim, marker=0.4, marker_label=t("wv.geo.marker"), title=t("wv.geo.cos_title", d=dim),
                xaxis_title=t("wv.cosine"), curve_label=t("wv.geo.curve")), key="wv_cos")
        with h2:
            st.metric(t("wv.geo.mean"), f"{cos.mean():+.4f}")
            st.metric(t("wv.geo.std"), f"{cos.std(ddof=1):.4f}", help=t("wv.geo.std_help"))
            st.caption(t("wv.geo.chance", s=hd.chance_std(dim)))
            if dim in hd.BOOK_COSINES:
                st.caption(t("wv.geo.book", **hd.BOOK_COSINES[dim]))
            st.metric(t("wv.geo.above"), f"{100 * float((np.abs(cos) > 0.1).mean()):.1f}%")
            st.caption(t("wv.geo.above_chance", p=100 * hd.tail_probability(0.1, dim))
                       + (" · " + t("wv.book_ref", value=f"{100 * hd.BOOK_SHARE_ABOVE_01_768:.1f}%") if dim == 768 else ""))
        st.markdown(t("wv.geo.reading", d=dim, z=hd.z_score(0.4, dim), p=hd.tail_probability(0.4, dim)))
        stds = [float(cosine_sample(d, seed()).std(ddof=1)) for d in DIM_OPTIONS]
        charts.show(charts.lines(DIM_OPTIONS, {t("wv.geo.measured"): stds,
                                               t("wv.geo.curve"): [hd.chance_std(d) for d in DIM_OPTIONS]},
                                 log_x=True, log_y=True, dashed=[t("wv.geo.curve")], markers=True,
                                 title=t("wv.geo.std_title"), xaxis_title=t("wv.geo.dim"), yaxis_title=t("wv.geo.std")),
                    key="wv_std")
