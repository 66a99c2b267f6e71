"""The four sections of the neural-models page, each a function of explicit inputs (called by pages/neural.py).

No section reads another's variables: what one needs from an earlier one (the context length k, the model
trained now) is passed in, and shared results come from ``cache`` (computed once per server).
"""
from __future__ import annotations

import math
import time
from dataclasses import dataclass
from functools import cached_property

import streamlit as st

from lm_core import book
from lm_core.counting.bigram import BigramData
from lm_core.neural.char_embeddings import is_vowel
from lm_core.metrics import perplexity
from lm_core.neural.mlp import MLPConfig, windows
from lm_core.neural.mlp_train import FastRecipe, train_fast
from lm_core.neural.neural_bigram import NeuralBigramConfig, compare, pair_counts, top_of_row, train as train_bigram
from ui import book as bookref, charts, keys, present, registry, runtime
from ui import cached_charts  # each figure built once per server (ui/figures.py)
from ui.chapters.neural import charts as charts_neural
from ui.i18n import t
from ui.inputs import literal
from ui.numbers import formatter, localise_text, num
from ui.chapters.neural.cache import (  # noqa: F401  (MLP_K, PERM_DRAWS, SAMPLES: declared there, read here)
    MLP_K, PERM_DRAWS, SAMPLES,
    MAX_K,
    count_samples,
    count_table_val,
    embedding_analysis,
    mlp_samples,
    session_store,
    shared_bigram,
    shared_gaps,
    shared_top,
    shipped_models,
    shipped_table,
    train_floor,
    val_windows_loss,
)
from ui.state import url_state

LR_CHOICES = (1.0, 5.0, 10.0, 25.0, 50.0, 100.0)
STEP_CHOICES = (100, 300, 1000, 3000)
CHART_EVERY = 500            # while training live, redraw the curves every this many steps
CONVERGED = 0.01             # a largest gap below this counts as "on the count table" in the prose


@dataclass(frozen=True, eq=False)
class Active:
    """The active word list as every section sees it (read-only)."""

    digest: str
    data: BigramData
    seed: int                # the sidebar seed
    bundled: bool            # the bundled names, i.e. the data the book's figures are about

    @property
    def itos(self) -> tuple[str, ...]:
        return self.data.vocab.itos

    @property
    def V(self) -> int:
        return len(self.data.vocab)

    # Asked for by two or three sections each: read from the caches once per run (each cached call costs the
    # hashing of its arguments, and a cache_data result its copy).
    @cached_property
    def shipped(self) -> dict:
        """The shipped models for this list (``cache.shipped_models``). Shared: never mutate."""
        return shipped_models(self.digest, self.data)

    @cached_property
    def shipped_rows(self) -> list[dict]:
        """``cache.shipped_table``: one row per shipped k (this run's copy)."""
        return shipped_table(self.digest, self.data)

    @cached_property
    def count_val(self) -> float:
        """``cache.count_table_val``: the add-one count table's validation loss."""
        return count_table_val(self.digest, self.data)


# ---------------------------------------------------------------------------------------------- 1. neural bigram
def _trace_figures(points, floor: float, total: int):
    shown = [p for p in points if p.step <= 100 or p.step % 10 == 0 or p.step == total]
    xs = [p.step for p in shown]
    loss = charts_neural.trace_losses(
        xs, [p.train for p in shown], [p.val for p in shown], floor=floor,
        names=(t("neural.nb.train"), t("neural.nb.val"), t("neural.nb.floor")), title=t("neural.nb.loss_title"),
        xaxis_title=t("neural.nb.x"), yaxis_title=t("neural.nb.y_loss"), total_steps=total)
    gap = charts_neural.trace_gap(xs, [p.gap for p in shown], name=t("neural.nb.gap"), title=t("neural.nb.gap_title"),
                                  xaxis_title=t("neural.nb.x"), yaxis_title=t("neural.nb.y_gap"), total_steps=total)
    return loss, gap


def _train_live(ctx: Active, config: NeuralBigramConfig, floor: float, slots):
    """The visitor pressed retrain: run the training in this session, drawing the curves as they grow."""
    bar = st.progress(0.0, text=t("neural.nb.progress", step=0, total=config.steps))
    live = []

    def on_step(point):
        runtime.let_others_run()            # every 100 steps: the class's page runs go between (runtime.page_run)
        live.append(point)
        bar.progress(point.step / config.steps, text=t("neural.nb.progress", step=point.step, total=config.steps))
        if point.step % CHART_EVERY and point.step != 1:
            return                      # drawing a figure costs more than 100 steps: redraw less often
        for slot, fig in zip(slots, _trace_figures(live, floor, config.steps)):
            with slot.container():
                charts.show(fig)

    result = train_bigram(ctx.data.N, pair_counts(*ctx.data.pairs["val"], ctx.V), config, callback=on_step, every=100)
    bar.empty()
    return result


def neural_bigram(ctx: Active) -> None:
    """Section 1: a V x V matrix trained by gradient descent lands on the count table (the page's first figure).

    The long explanations sit in an expander so the curves are on the first screen at 1280 x 720.
    """
    data, V, itos = ctx.data, ctx.V, ctx.itos
    st.header(present.heading(t("neural.nb.header")))
    with st.expander(t("neural.nb.more")):
        st.markdown(t("neural.intro"))
        st.markdown(t("neural.nb.explain", v=V))
        st.markdown(t("neural.nb.explain_form", pairs=int(data.N.sum())))
    c1, c2, c3 = st.columns([2, 2, 1], vertical_alignment="bottom")
    lr = c1.select_slider(t("neural.nb.lr"), LR_CHOICES, format_func=formatter("g"),
                          key=url_state("nb_lr", float(book.NB_LR.value), choices=LR_CHOICES),
                          help=t("neural.nb.lr_help", book=bookref.ref(book.NB_LR)))
    steps = c2.select_slider(t("neural.nb.steps"), STEP_CHOICES,
                             key=url_state("nb_steps", int(book.NB_STEPS.value), choices=STEP_CHOICES),
                             help=t("neural.nb.steps_help", book=bookref.ref(book.NB_STEPS)))
    config = NeuralBigramConfig(lr=float(lr), steps=int(steps), seed=ctx.seed)
    store, key = session_store(keys.NEURAL_NB), (ctx.digest, config)
    # on_click runs before the script, so a click survives the app shell's first-run rerun
    c3.button(t("neural.nb.retrain"), key="nb_retrain", help=t("neural.nb.retrain_help"),
              on_click=st.session_state.__setitem__, args=(keys.NEURAL_NB_REQUEST, key))
    book_setting = ctx.bundled and config == NeuralBigramConfig()
    floor = train_floor(ctx.digest, data)                              # the loss the network should reach

    left, right = st.columns(2)
    slots = (left.empty(), right.empty())
    if st.session_state.pop(keys.NEURAL_NB_REQUEST, None) == key:
        store[key] = _train_live(ctx, config, floor, slots)
    live = store.get(key)                                              # this visitor's retrained network
    result = live if live is not None else shared_bigram(ctx.digest, config, ctx.data)
    for slot, fig, name in zip(slots, _trace_figures(result.trace, floor, config.steps), ("nb_loss", "nb_gap")):
        with slot.container():
            charts.show(fig, key=name)
            last = result.trace[-1]
            st.caption(t(f"cap.neural.{name}", step=last.step, train=last.train, val=last.val, floor=floor,
                         gap=last.gap))

    rows = []
    for s in (s for s in book.NB_GAP if s <= config.steps):
        p = result.at(s)
        row = {t("neural.nb.col.step"): s, t("neural.nb.col.train"): num(p.train, ".4f"),
               t("neural.nb.col.val"): num(p.val, ".4f"), t("neural.nb.col.gap"): num(p.gap, ".6f")}
        if book_setting:
            row[t("neural.nb.col.book")] = f"{book.NB_TRAIN[s]} / {book.NB_VAL[s]} / {book.NB_GAP[s]}"
        rows.append(row)
    st.markdown(t("neural.nb.checkpoints"))
    present.dataframe(rows, hide_index=True, key="nb_checkpoints")
    if not book_setting:
        st.caption(t("neural.nb.not_book", lr=localise_text(book.NB_LR.printed), steps=book.NB_STEPS.value,
                     seed=book.SEED))

    gaps = compare(result.W, data.N) if live is not None else shared_gaps(ctx.digest, config, data)
    a, b = itos[gaps.worst_cell[0]], itos[gaps.worst_cell[1]]
    (m1, m2), (m3, m4) = st.columns(2), st.columns(2)          # two by two: no label is cut off
    m1.metric(t("neural.nb.max_gap"), num(gaps.max_gap, ".6f"))
    m2.metric(t("neural.nb.mean_gap", cells=V * V), num(gaps.mean_gap, ".6f"))
    m3.metric(t("neural.nb.worst"), f"{a}→{b}", help=t("neural.nb.worst_help"))
    m3.caption(t("neural.nb.worst_seen", n=gaps.worst_cell_count))
    m4.metric(t("neural.nb.busy"), num(gaps.busy_max_gap, ".6f"), help=t("neural.nb.busy_help", rows=gaps.busy_rows))
    if book_setting:
        bookref.caption(book.NB_GAP[3000], where=m1)
        bookref.caption(book.NB_MEAN_GAP, where=m2)
        bookref.caption(f"{book.NB_WORST_CELL}, {book.NB_WORST_COUNT}×", where=m3)
        bookref.caption(book.NB_BUSY_GAP, where=m4)
    converged = gaps.max_gap < CONVERGED
    st.markdown(t("neural.nb.why", a=a, b=b) if converged else t("neural.nb.why_far", gap=gaps.max_gap))

    row_char = st.selectbox(t("neural.nb.row"), itos, index=itos.index("a") if "a" in itos else 0, key="nb_row",
                            help=t("neural.nb.row_help"))
    top = (top_of_row(result.W, data.N, itos.index(row_char), n=min(8, V)) if live is not None
           else shared_top(ctx.digest, config, itos.index(row_char), min(8, V), data))
    r1, r2 = st.columns([3, 2])
    with r1:
        charts.show(charts_neural.row_compare(
            [itos[j] for j, _, _ in top], [p for _, p, _ in top], [q for _, _, q in top],
            names=(t("neural.nb.table"), t("neural.nb.network")), title=t("neural.nb.row_title", ch=row_char),
            xaxis_title=t("neural.nb.row_x"), yaxis_title=t("neural.nb.row_y")), key="nb_row_chart")
        st.caption(t("cap.neural.row", ch=row_char, top=itos[top[0][0]], p=top[0][1], q=top[0][2]))
    with r2:
        table = {t("neural.nb.col.next"): [itos[j] for j, _, _ in top],
                 t("neural.nb.col.count_p"): [num(p, ".4f") for _, p, _ in top],
                 t("neural.nb.col.net_p"): [num(q, ".4f") for _, _, q in top]}
        if book_setting and row_char == "a":
            table[t("neural.nb.col.book_p")] = [localise_text(book.NB_A_ROW[itos[j]].printed)
                                                if itos[j] in book.NB_A_ROW else "" for j, _, _ in top]
        st.markdown(t("neural.nb.row_table", ch=row_char))
        present.dataframe(table, hide_index=True, key="nb_row_table")


# ---------------------------------------------------------------------------------------------- 2. the MLP
def _shipped_table(ctx: Active, rows: list[dict], count_val: float) -> None:
    st.subheader(t("neural.mlp.table_title"))
    st.caption(t("neural.mlp.table_explain", seed=book.SEED))
    V = ctx.V
    ppl = book.MLP_VAL_PPL
    body = [{t("neural.mlp.col.k"): str(r["k"]), t("neural.mlp.col.params"): num(r['params'], ","),
             t("neural.mlp.col.loss"): num(r['val_loss'], ".4f"), t("neural.mlp.col.ppl"): num(r['val_ppl'], ".2f"),
             t("neural.mlp.col.book"): localise_text(ppl[r["k"]].printed) if r["k"] in ppl else ""} for r in rows]
    count_row = {t("neural.mlp.col.k"): t("neural.mlp.count_row"), t("neural.mlp.col.params"): num(V * V, ","),
                 t("neural.mlp.col.loss"): num(count_val, ".4f"),
                 t("neural.mlp.col.ppl"): num(perplexity(count_val), ".2f"),
                 t("neural.mlp.col.book"): ""}
    present.dataframe([count_row] + body, hide_index=True, key="mlp_table")
    by_k = {r["k"]: r for r in rows}
    differ = [f"k = {k}: {num(by_k[k]['val_ppl'], '.2f')} / {bookref.ref(ppl[k])}" for k in sorted(ppl)
              if k in by_k and f"{by_k[k]['val_ppl']:.2f}" != ppl[k].printed]
    if differ:
        st.caption(t("neural.mlp.differs", pairs="; ".join(differ)))
    if 1 in by_k and 3 in by_k:
        st.markdown(t("neural.mlp.reading", ratio=by_k[1]["params"] / (V * V), p1=by_k[1]["val_ppl"],
                      p3=by_k[3]["val_ppl"], extra=by_k[3]["params"] - by_k[1]["params"], rows=V ** 3))


def _train_mlp(ctx: Active, k: int) -> dict:
    """The visitor pressed "train it now": train the k model in this session, with a progress bar."""
    recipe = FastRecipe(seed=ctx.seed)
    bar = st.progress(0.0, text=t("neural.mlp.progress", k=k, step=0, total=recipe.steps, loss=math.log(ctx.V)))
    X, Y = windows(ctx.data.split.train, ctx.data.vocab, k)
    start = time.perf_counter()

    def on_step(s, n, v):
        runtime.let_others_run()            # every 20 steps: the class's page runs go between (runtime.page_run)
        bar.progress(s / n, text=t("neural.mlp.progress", k=k, step=s, total=n, loss=v))

    params, trace = train_fast(MLPConfig(context=k), ctx.V, X, Y, recipe, every=20, callback=on_step)
    bar.empty()
    return {"params": params, "trace": trace, "seconds": time.perf_counter() - start, "fp": params.fingerprint()}


def mlp(ctx: Active) -> tuple[int, dict | None]:
    """Section 2: Bengio's MLP with k characters of context. Returns (k, the model trained now or None)."""
    V = ctx.V
    st.header(present.heading(t("neural.mlp.header")))
    k = st.slider(t("neural.mlp.k"), 1, MAX_K, key=MLP_K.register(), help=t("neural.mlp.k_help"))
    cfg = MLPConfig(context=k)
    st.markdown(t("neural.mlp.explain", v=V, k=k, kd=cfg.emb_dim * k))
    st.markdown(t("neural.mlp.params_formula", v=V, k=k, n=cfg.n_params(V)))
    shipped = ctx.shipped
    rows = ctx.shipped_rows
    count_val = ctx.count_val
    if rows:
        if not present.hidden("mlp_ppl"):           # the table lists every k's perplexity: it waits for the reveal
            _shipped_table(ctx, rows, count_val)
    else:
        st.info(t("neural.mlp.missing_shipped") if ctx.bundled else t("neural.mlp.no_shipped", v=V))

    st.subheader(t("neural.mlp.live_header"))
    st.markdown(t("neural.mlp.live_explain"))
    store, key = session_store(keys.NEURAL_MLP), (ctx.digest, k, ctx.seed)
    st.button(t("neural.mlp.train"), key="mlp_train", type="primary", help=t("neural.mlp.train_help"),
              on_click=st.session_state.__setitem__, args=(keys.NEURAL_MLP_REQUEST, key))
    if st.session_state.pop(keys.NEURAL_MLP_REQUEST, None) == key:
        store[key] = _train_mlp(ctx, k)
    live = store.get(key)
    lc1, lc2, lc3 = st.columns(3)
    if live is not None:
        live_loss = val_windows_loss(ctx.digest, live["fp"], live["params"], ctx.data)
        lc1.metric(t("neural.mlp.live_ppl"), num(math.exp(live_loss), ".2f"))
        lc1.caption(t("neural.mlp.live_done", seconds=live["seconds"]))
        if live_loss > count_val:
            lc1.warning(t("neural.mlp.overfit", n=len(ctx.data.split.train), val=perplexity(count_val)))
        steps_x = [min(i * 20, FastRecipe.steps - 1) + 1 for i in range(len(live["trace"]))]
        with lc3:
            fig = charts.lines(steps_x, {t("neural.mlp.live_name"): live["trace"]}, height=260,
                               title=t("neural.mlp.live_curve"), xaxis_title=t("neural.mlp.live_x"),
                               yaxis_title=t("neural.mlp.live_y"))
            fig.add_hline(y=count_val, line=dict(dash="dash"), annotation_text=t("neural.mlp.val_floor"))
            fig.update_layout(showlegend=False)
            charts.show(fig, key="mlp_live_curve")
    else:
        lc1.info(t("neural.mlp.not_trained", k=k))
    if k in shipped:
        shown = present.reveal("mlp_ppl", t("neural.mlp.shipped_ppl"),
                               num(next(r['val_ppl'] for r in rows if r['k'] == k), ".2f"), where=lc2)
        if k in book.MLP_VAL_PPL and ctx.bundled and shown:
            bookref.caption(book.MLP_VAL_PPL[k], where=lc2)
    _samples(ctx, k, live, shipped.get(k))
    return k, live


def _samples(ctx: Active, k: int, live: dict | None, shipped_model) -> None:
    st.subheader(t("neural.mlp.samples_header"))
    st.caption(t("neural.mlp.samples_explain", seed=ctx.seed, n=SAMPLES))
    at_book_seed = ctx.bundled and ctx.seed == book.SEED
    s1, s2 = st.columns(2)
    with s1:
        words = count_samples(ctx.digest, ctx.seed, SAMPLES, ctx.data)
        st.markdown("**" + t("neural.mlp.samples_count") + "**")
        st.markdown(" · ".join(map(literal, words)))
        longest = max(map(len, words))
        st.markdown(t("neural.mlp.longest_book", n=longest, book=bookref.ref(book.COUNT_LONGEST), of=SAMPLES)
                    if at_book_seed else t("neural.mlp.longest", n=longest, of=SAMPLES))
    with s2:
        model, which = (live["params"], "live") if live else (shipped_model, "shipped")
        if model is None:
            st.info(t("neural.mlp.no_model", k=k))
            return
        st.markdown("**" + t("neural.mlp.samples_mlp", k=k, which=t(f"neural.mlp.which.{which}")) + "**")
        words = mlp_samples(live["fp"] if live else model.fingerprint(), ctx.seed, SAMPLES, model, ctx.data.vocab)
        st.markdown(" · ".join(map(literal, words)))
        longest = max(map(len, words))
        if at_book_seed and k == 3 and which == "shipped":       # the book's setting: its figure applies
            st.markdown(t("neural.mlp.longest_book", n=longest, book=bookref.ref(book.MLP_LONGEST), of=SAMPLES))
            if longest != book.MLP_LONGEST.value:
                st.caption(t("neural.mlp.longest_differs"))
        else:
            st.markdown(t("neural.mlp.longest", n=longest, of=SAMPLES))


# ---------------------------------------------------------------------------------------------- 3. embeddings
def _book_neighbours(nearest_: dict) -> None:
    """The six neighbours the chapter prints, next to ours for the same characters."""
    rows = [{t("neural.emb.col.char"): ch,
             t("neural.emb.col.book_nn"): f"{nb} {localise_text(value.printed)}",
             t("neural.emb.col.our_nn"): f"{nearest_[ch][0][0]} {num(nearest_[ch][0][1], '+.3f')}"}
            for ch, (nb, value) in book.EMB_NEAREST.items() if ch in nearest_]
    st.markdown("**" + t("neural.emb.book_nn_title") + "**")
    present.dataframe(rows, hide_index=True, key="emb_book_nn")


def embeddings(ctx: Active, k: int, live: dict | None) -> None:
    """Section 3: neighbours, a PCA picture and a permutation test of the MLP's embedding table."""
    itos, V = ctx.itos, ctx.V
    st.header(present.heading(t("neural.emb.header")))
    present.explain(t("neural.emb.explain"))
    sources = {}
    shipped = ctx.shipped
    if 3 in shipped:
        sources["shipped"] = (shipped[3].fingerprint(), shipped[3])
    if live is not None:
        sources["live"] = (live["fp"], live["params"])
    if not sources:
        st.info(t("neural.emb.none"))
        return
    src = st.radio(t("neural.emb.source"), list(sources), horizontal=True, key="emb_src",
                   format_func=lambda s: t(f"neural.emb.source.{s}", k=k))
    fp, params = sources[src]
    emb = embedding_analysis(fp, ctx.seed, PERM_DRAWS, params.C, itos)
    show_book = ctx.bundled and src == "shipped"            # the book's figures are about this table's setting
    e1, e2 = st.columns([5, 6])
    with e1:
        st.markdown("**" + t("neural.emb.nn_title") + "**")
        nn = emb["nearest"]
        present.dataframe({
            t("neural.emb.col.char"): list(nn),
            **{t(f"neural.emb.col.{col}"): [f"{nbrs[i][0]}  {num(nbrs[i][1], '+.3f')}" for nbrs in nn.values()]
               for i, col in enumerate(("first", "second", "third"))}},
            hide_index=True, height=420, key="emb_nn")
    with e2:
        groups = [t("neural.emb.group.boundary") if ch == "." else
                  t("neural.emb.group.vowel") if is_vowel(ch) else t("neural.emb.group.consonant") for ch in itos]
        st.markdown("**" + t("neural.emb.pca_title", v=V) + "**")
        charts.show(charts_neural.embedding_scatter(
            emb["pca"].xy.tolist(), itos, groups, title=None,
            xaxis_title=t("neural.emb.pca_x", share=emb["pca"].explained[0]),
            yaxis_title=t("neural.emb.pca_y", share=emb["pca"].explained[1])), key="emb_pca")
        st.caption(t("cap.neural.pca", a=emb["pca"].explained[0], b=emb["pca"].explained[1], v=V))
    means, perm = emb["means"], emb["perm"]
    if means is None:
        st.info(t("neural.emb.no_groups"))
    else:
        st.markdown("**" + t("neural.emb.means") + "**")
        for col, field in zip(st.columns(3), ("vv", "cc", "vc")):
            col.metric(t(f"neural.emb.{field}"), num(getattr(means, field), "+.4f"))
            if show_book:
                bookref.caption(book.EMB_MEANS[field], where=col)
        if show_book:
            _book_neighbours(nn)
            st.caption(t("neural.emb.differs"))
        n_letters = len([c for c in itos if c != "."])
        st.markdown(t("neural.emb.perm_explain", m=perm.group_size, rest=n_letters - perm.group_size, draws=PERM_DRAWS))
        p1, p2 = st.columns([3, 1])
        with p1:
            charts.show(cached_charts.histogram(perm.null, marker=perm.observed,
                                         marker_label=t("neural.emb.perm_marker", s=perm.observed),
                                         title=t("neural.emb.perm_title", draws=PERM_DRAWS, m=perm.group_size),
                                         xaxis_title=t("neural.emb.perm_x")), key="emb_perm")
        with p2:
            st.metric(t("neural.emb.s_obs"), num(perm.observed, "+.4f"))
            st.metric(t("neural.emb.at_least", draws=PERM_DRAWS), num(perm.at_least, ","))
            if show_book and ctx.seed == book.SEED:
                bookref.caption(t("neural.emb.book_count", n=book.EMB_PERM_AT_LEAST.printed,
                                  draws=localise_text(book.EMB_PERM_DRAWS.printed)))
            st.metric(t("neural.emb.p"), num(perm.p_value, ".3f"))
            if show_book and ctx.seed == book.SEED:
                bookref.caption(book.EMB_PERM_P)
    if perm is not None:
        st.markdown(t("neural.emb.reading", at_least=perm.at_least, draws=PERM_DRAWS, share=perm.p_value))


# ---------------------------------------------------------------------------------------------- 4. fixed window
def _window_losses(ctx: Active) -> dict[int, float]:
    """Validation loss per k: the shipped models, else the models this visitor trained for this list and seed."""
    rows = ctx.shipped_rows
    if rows:
        return {r["k"]: r["val_loss"] for r in rows}
    return {kk: val_windows_loss(ctx.digest, m["fp"], m["params"], ctx.data)
            for (dg, kk, sd), m in session_store(keys.NEURAL_MLP).items() if dg == ctx.digest and sd == ctx.seed}


def fixed_window(ctx: Active) -> None:
    """Section 4: parameters grow linearly with k, the loss does not follow; each position has a fixed block."""
    V = ctx.V
    st.header(present.heading(t("neural.win.header")))
    st.markdown(t("neural.win.explain"))
    ks = list(range(1, MAX_K + 1))
    w1, w2 = st.columns(2)
    with w1:
        charts.show(charts_neural.by_context(
            ks, [MLPConfig(context=j).n_params(V) for j in ks], name=t("neural.win.name_params"), reference=None,
            reference_name="", title=t("neural.win.params_title"), xaxis_title=t("neural.win.x"),
            yaxis_title=t("neural.win.y_params")), key="win_params")
        st.caption(t("cap.neural.params", k1=ks[0], k2=ks[-1], p1=MLPConfig(context=ks[0]).n_params(V),
                     p2=MLPConfig(context=ks[-1]).n_params(V)))
    losses = _window_losses(ctx)
    shipped = ctx.shipped
    if losses:
        count_val = ctx.count_val
        with w2:
            lk = sorted(losses)
            charts.show(charts_neural.by_context(
                lk, [losses[j] for j in lk], name=t("neural.win.name_loss"), reference=count_val,
                reference_name=t("neural.win.count"), title=t("neural.win.loss_title"), xaxis_title=t("neural.win.x"),
                yaxis_title=t("neural.win.y_loss"), colour=1), key="win_loss")
        kmax = max(losses)
        if 3 in losses and kmax > 3:
            p3, pmax = MLPConfig(context=3).n_params(V), MLPConfig(context=kmax).n_params(V)
            text = t("neural.win.summary", kmax=kmax, p3=p3, pmax=pmax, ratio=pmax / p3, gain=losses[3] - losses[kmax])
            if ctx.bundled and shipped and kmax == MAX_K:
                text += " " + t("neural.win.summary_book", book=bookref.ref(book.WIN_GAIN_3_TO_8))
            st.markdown(text)
        if shipped and len(losses) < MAX_K:
            st.caption(t("neural.win.summary_partial", ks=", ".join(map(str, sorted(losses)))))
    if MAX_K in shipped:
        W1 = shipped[MAX_K].W1.view(MAX_K, -1, shipped[MAX_K].W1.shape[1])     # (k, d, H) one block per position
        norms = W1.norm(dim=(1, 2)).tolist()
        b1, b2 = st.columns([3, 2])
        with b1:
            charts.show(cached_charts.bars([str(i + 1) for i in range(MAX_K)], norms,
                                           text=[num(v, ".1f") for v in norms],
                                    title=t("neural.win.blocks_title", k=MAX_K),
                                    xaxis_title=t("neural.win.blocks_x", k=MAX_K),
                                    yaxis_title=t("neural.win.blocks_y"), height=320), key="win_blocks")
            big, small = norms.index(max(norms)), norms.index(min(norms))
            st.caption(t("cap.neural.blocks", i=big + 1, big=norms[big], j=small + 1, small=norms[small]))
        b2.markdown(t("neural.win.blocks_reading", k=MAX_K))
    st.markdown(t("neural.win.attention"))
    st.page_link(registry.page("attention"), label=t("neural.win.attention_link"), icon=":material/visibility:")
