"""Neural models: the neural bigram converges to the count table; Bengio's MLP beats it; what its embeddings hold."""
import math
import time
from pathlib import Path

import pandas as pd
import streamlit as st
import torch
from streamlit.errors import StreamlitPageNotFoundError

from lm_core.bigram import probabilities, sample as count_sample, steps_to_word
from lm_core.char_embeddings import is_vowel
from lm_core.metrics import perplexity
from lm_core.mlp import MLPConfig, sample as mlp_sample, windows
from lm_core.mlp_train import FastRecipe, train_fast
from lm_core.neural_bigram import NeuralBigramConfig, compare, pair_counts, top_of_row, train as train_bigram
from lm_core.words import BOOK_SEED
import ui
from ui import charts, charts_neural, sidebar
from ui.data import active_bigram_data, bigram_probs, default_word_list, word_list
from ui.i18n import t
from ui.neural_cache import (MAX_K, count_table_val, embedding_analysis, neural_bigram, session_store,
                             shipped_models, shipped_table, val_windows_loss)
from ui.state import url_state

ui.require_app_shell()

# Book figures, shown only as labelled references next to the values computed on this page.
BOOK_TRACE = {1: (3.7550, 3.3882, 0.757269), 100: (2.4732, 2.4726, 0.388354),
              1000: (2.4557, 2.4549, 0.041862), 3000: (2.4547, 2.4544, 0.004048)}  # book figures, continued
BOOK_MEAN_GAP = 0.000224
BOOK_BUSY_GAP = 0.000562
BOOK_A_ROW = {".": 0.1945, "n": 0.1601, "r": 0.0967}
BOOK_VAL_PPL = {1: 11.68, 3: 8.29}
BOOK_LONGEST_COUNT = 19
BOOK_LONGEST_MLP = 13
BOOK_MEANS = {"vv": 0.1889, "cc": 0.0765, "vc": -0.0042}
BOOK_PERM_AT_LEAST = 58
BOOK_GAIN_3_TO_8 = 0.06
PERM_DRAWS = 2000
LR_CHOICES = [1.0, 5.0, 10.0, 25.0, 50.0, 100.0]
STEP_CHOICES = [100, 300, 1000, 3000]
CHART_EVERY = 500
ROOT = Path(__file__).resolve().parent.parent

wl = word_list()
data = active_bigram_data()
V = len(data.vocab)
itos = data.vocab.itos
seed = sidebar.seed()
bundled = wl.digest == default_word_list().digest

st.title(t("neural.title"))
st.markdown(t("neural.intro"))

# ---------------------------------------------------------------- 1. neural bigram
st.header(t("neural.nb.header"))
st.markdown(t("neural.nb.explain", v=V))
st.markdown(t("neural.nb.explain_form", pairs=int(data.N.sum())))
c1, c2, c3 = st.columns([2, 2, 1], vertical_alignment="bottom")
lr = c1.select_slider(t("neural.nb.lr"), LR_CHOICES, key=url_state("nb_lr", 50.0, valid=lambda v: v in LR_CHOICES),
                      format_func=lambda v: f"{v:g}", help=t("neural.nb.lr_help"))
steps = c2.select_slider(t("neural.nb.steps"), STEP_CHOICES, help=t("neural.nb.steps_help"),
                         key=url_state("nb_steps", 3000, valid=lambda v: v in STEP_CHOICES))
config = NeuralBigramConfig(lr=float(lr), steps=int(steps), seed=seed)
nb_store = session_store("neural_nb")
nb_key = (wl.digest, config)
# on_click runs before the script, so a click survives the app shell's first-run rerun
c3.button(t("neural.nb.retrain"), key="nb_retrain", help=t("neural.nb.retrain_help"),
          on_click=st.session_state.__setitem__, args=("neural_nb_request", nb_key))
book_setting = bundled and config == NeuralBigramConfig()
floor = data.evaluate(probabilities(data.N), "train").mean_nll      # the loss the network should reach


def _trace_figures(points):
    shown = [p for p in points if p.step <= 100 or p.step % 10 == 0 or p.step == config.steps]
    xs = [p.step for p in shown]
    loss = charts_neural.trace_losses(
        xs, [p.train for p in shown], [p.val for p in shown], floor=floor,
        names=(t("neural.nb.train"), t("neural.nb.val"), t("neural.nb.floor")), title=t("neural.nb.loss_title"),
        xaxis_title=t("neural.nb.x"), yaxis_title=t("neural.nb.y_loss"), total_steps=config.steps)
    gap = charts_neural.trace_gap(xs, [p.gap for p in shown], name=t("neural.nb.gap"), title=t("neural.nb.gap_title"),
                                  xaxis_title=t("neural.nb.x"), yaxis_title=t("neural.nb.y_gap"),
                                  total_steps=config.steps)
    return loss, gap


left, right = st.columns(2)
loss_slot, gap_slot = left.empty(), right.empty()
live_request = st.session_state.pop("neural_nb_request", None) == nb_key
result = None if live_request else nb_store.get(nb_key) or neural_bigram(wl.digest, config, data)
if result is None:                      # the visitor asked: train live, drawing the curves as they grow
    bar = st.progress(0.0, text=t("neural.nb.progress", step=0, total=config.steps))
    live = []                           # the points reported so far (every 100 steps)

    def on_step(point):
        live.append(point)
        bar.progress(point.step / config.steps, text=t("neural.nb.progress", step=point.step, total=config.steps))
        if point.step % CHART_EVERY and point.step != 1:
            return                      # drawing a figure costs more than 100 steps: redraw less often
        fig_loss, fig_gap = _trace_figures(live)
        with loss_slot.container():
            charts.show(fig_loss)
        with gap_slot.container():
            charts.show(fig_gap)

    N_val = pair_counts(*data.pairs["val"], V)
    result = train_bigram(data.N, N_val, config, callback=on_step, every=100)
    live.clear()
    nb_store[nb_key] = result
    bar.empty()
fig_loss, fig_gap = _trace_figures(result.trace)
with loss_slot.container():
    charts.show(fig_loss, key="nb_loss")
with gap_slot.container():
    charts.show(fig_gap, key="nb_gap")

checkpoints = [s for s in BOOK_TRACE if s <= config.steps]
rows = []
for s in checkpoints:
    p = result.at(s)
    row = {t("neural.nb.col.step"): s, t("neural.nb.col.train"): f"{p.train:.4f}",
           t("neural.nb.col.val"): f"{p.val:.4f}", t("neural.nb.col.gap"): f"{p.gap:.6f}"}
    if book_setting:
        row[t("neural.nb.col.book")] = "{:.4f} / {:.4f} / {:.6f}".format(*BOOK_TRACE[s])
    rows.append(row)
st.markdown(t("neural.nb.checkpoints"))
st.dataframe(pd.DataFrame(rows), hide_index=True, key="nb_checkpoints")
if not book_setting:
    st.caption(t("neural.nb.not_book"))

gaps = compare(result.W, data.N)
a, b = itos[gaps.worst_cell[0]], itos[gaps.worst_cell[1]]
m1, m2, m3, m4 = st.columns(4)
ref = (lambda v: t("neural.nb.book", value=v)) if book_setting else (lambda v: None)
m1.metric(t("neural.nb.max_gap"), f"{gaps.max_gap:.6f}", help=ref(f"{BOOK_TRACE[3000][2]:.6f}"))
m2.metric(t("neural.nb.mean_gap", cells=V * V), f"{gaps.mean_gap:.6f}", help=ref(f"{BOOK_MEAN_GAP:.6f}"))
m3.metric(t("neural.nb.worst"), t("neural.nb.worst_value", a=a, b=b, n=gaps.worst_cell_count),
          help=ref("q→i, 12×"))
m4.metric(t("neural.nb.busy"), f"{gaps.busy_max_gap:.6f}", help=t("neural.nb.busy_help", rows=gaps.busy_rows)
          + (" " + ref(f"{BOOK_BUSY_GAP:.6f}") if book_setting else ""))
if book_setting:
    st.caption(" · ".join(f"{label}: {ref(v)}" for label, v in [
        (t("neural.nb.max_gap"), f"{BOOK_TRACE[3000][2]:.6f}"),
        (t("neural.nb.mean_gap", cells=V * V), f"{BOOK_MEAN_GAP:.6f}"),
        (t("neural.nb.worst"), "q→i (12×)"), (t("neural.nb.busy"), f"{BOOK_BUSY_GAP:.6f}")]))
st.markdown(t("neural.nb.why", a=a, b=b))

row_char = st.selectbox(t("neural.nb.row"), itos, index=itos.index("a") if "a" in itos else 0, key="nb_row",
                        help=t("neural.nb.row_help"))
row_id = itos.index(row_char)
top = top_of_row(result.W, data.N, row_id, n=min(8, V))
r1, r2 = st.columns([3, 2])
with r1:
    charts.show(charts_neural.row_compare(
        [itos[j] for j, _, _ in top], [p for _, p, _ in top], [q for _, _, q in top],
        names=(t("neural.nb.table"), t("neural.nb.network")), title=t("neural.nb.row_title", ch=row_char),
        xaxis_title=t("neural.nb.row_x"), yaxis_title=t("neural.nb.row_y")), key="nb_row_chart")
with r2:
    table = pd.DataFrame({t("neural.nb.col.next"): [itos[j] for j, _, _ in top],
                          t("neural.nb.col.count_p"): [f"{p:.4f}" for _, p, _ in top],
                          t("neural.nb.col.net_p"): [f"{q:.4f}" for _, _, q in top]})
    if book_setting and row_char == "a":
        table[t("neural.nb.col.book_p")] = [f"{BOOK_A_ROW[itos[j]]:.4f}" if itos[j] in BOOK_A_ROW else ""
                                            for j, _, _ in top]
    st.markdown(t("neural.nb.row_table", ch=row_char))
    st.dataframe(table, hide_index=True, key="nb_row_table")

# ---------------------------------------------------------------- 2. MLP
st.header(t("neural.mlp.header"))
k = st.slider(t("neural.mlp.k"), 1, MAX_K, key=url_state("mlp_k", 3, valid=lambda v: 1 <= v <= MAX_K),
              help=t("neural.mlp.k_help"))
cfg = MLPConfig(context=k)
st.markdown(t("neural.mlp.explain", v=V, k=k, kd=10 * k))
st.markdown(t("neural.mlp.params_formula", v=V, k=k, n=cfg.n_params(V)))

shipped = shipped_models(wl.digest, data)
ship_rows = shipped_table(wl.digest, data)
count_val = count_table_val(wl.digest, data)
if ship_rows:
    st.subheader(t("neural.mlp.table_title"))
    st.caption(t("neural.mlp.table_explain"))
    df = pd.DataFrame([{t("neural.mlp.col.k"): str(r["k"]), t("neural.mlp.col.params"): f"{r['params']:,}",
                        t("neural.mlp.col.loss"): f"{r['val_loss']:.4f}",
                        t("neural.mlp.col.ppl"): f"{r['val_ppl']:.2f}",
                        t("neural.mlp.col.book"): f"{BOOK_VAL_PPL[r['k']]:.2f}" if r["k"] in BOOK_VAL_PPL else ""}
                       for r in ship_rows])
    count_row = {t("neural.mlp.col.k"): t("neural.mlp.count_row"), t("neural.mlp.col.params"): f"{V * V:,}",
                 t("neural.mlp.col.loss"): f"{count_val:.4f}", t("neural.mlp.col.ppl"): f"{perplexity(count_val):.2f}",
                 t("neural.mlp.col.book"): ""}
    st.dataframe(pd.concat([pd.DataFrame([count_row]), df]), hide_index=True, key="mlp_table")
    by_k = {r["k"]: r for r in ship_rows}
    if 1 in by_k and 3 in by_k:
        st.markdown(t("neural.mlp.reading", ratio=by_k[1]["params"] / (V * V), p1=by_k[1]["val_ppl"],
                      p3=by_k[3]["val_ppl"], extra=by_k[3]["params"] - by_k[1]["params"], rows=V ** 3))
elif bundled:
    st.info(t("neural.mlp.missing_shipped"))
else:
    st.info(t("neural.mlp.no_shipped", v=V))

st.subheader(t("neural.mlp.live_header"))
st.markdown(t("neural.mlp.live_explain"))
mlp_store = session_store("neural_mlp")
mlp_key = (wl.digest, k, seed)
st.button(t("neural.mlp.train"), key="mlp_train", type="primary", help=t("neural.mlp.train_help"),
          on_click=st.session_state.__setitem__, args=("neural_mlp_request", mlp_key))
if st.session_state.pop("neural_mlp_request", None) == mlp_key:
    recipe = FastRecipe(seed=seed)
    bar = st.progress(0.0, text=t("neural.mlp.progress", k=k, step=0, total=recipe.steps, loss=math.log(V)))
    X, Y = windows(data.split.train, data.vocab, k)
    start = time.time()
    params, trace = train_fast(cfg, V, X, Y, recipe, every=20, callback=lambda s, n, v: bar.progress(
        s / n, text=t("neural.mlp.progress", k=k, step=s, total=n, loss=v)))
    seconds = time.time() - start
    mlp_store[mlp_key] = {"params": params, "trace": trace, "seconds": seconds}
    bar.empty()
live_model = mlp_store.get(mlp_key)
lc1, lc2, lc3 = st.columns(3)
if live_model is not None:
    live_loss = val_windows_loss(wl.digest, f"live-{k}-{seed}-{live_model['seconds']}", live_model["params"], data)
    lc1.metric(t("neural.mlp.live_ppl"), f"{math.exp(live_loss):.2f}",
               help=t("neural.mlp.book_ppl", value=BOOK_VAL_PPL[k]) if bundled and k in BOOK_VAL_PPL else None)
    lc1.caption(t("neural.mlp.live_done", seconds=live_model["seconds"]))
    if live_loss > count_val:
        lc1.warning(t("neural.mlp.overfit", n=len(data.split.train), val=perplexity(count_val)))
    steps_x = [min(i * 20, FastRecipe.steps - 1) + 1 for i in range(len(live_model["trace"]))]
    with lc3:
        fig = charts.lines(steps_x, {t("neural.mlp.live_name"): live_model["trace"]}, height=260,
                           title=t("neural.mlp.live_curve"), xaxis_title=t("neural.mlp.live_x"),
                           yaxis_title=t("neural.mlp.live_y"))
        fig.add_hline(y=count_val, line=dict(dash="dash"), annotation_text=t("neural.mlp.val_floor"))
        fig.update_layout(showlegend=False)
        charts.show(fig, key="mlp_live_curve")
else:
    lc1.info(t("neural.mlp.not_trained", k=k))
if k in shipped:
    ship_ppl = next(r["val_ppl"] for r in ship_rows if r["k"] == k)
    lc2.metric(t("neural.mlp.shipped_ppl"), f"{ship_ppl:.2f}",
               help=t("neural.mlp.book_ppl", value=BOOK_VAL_PPL[k]) if k in BOOK_VAL_PPL else None)
    if k in BOOK_VAL_PPL:
        lc2.caption(t("neural.mlp.book_ppl", value=f"{BOOK_VAL_PPL[k]:.2f}"))

st.subheader(t("neural.mlp.samples_header"))
st.caption(t("neural.mlp.samples_explain", seed=seed))
count_words = [steps_to_word(s) for s in count_sample(bigram_probs(wl.digest, 1.0, data), data.vocab, 20,
                                                      torch.Generator().manual_seed(seed))]
model, which = (live_model["params"], "live") if live_model else (shipped.get(k), "shipped")
s1, s2 = st.columns(2)
with s1:
    st.markdown("**" + t("neural.mlp.samples_count") + "**")
    st.markdown(" · ".join(f"`{w}`" for w in count_words))
    longest = max(map(len, count_words))
    st.markdown(t("neural.mlp.longest_book", n=longest, book=BOOK_LONGEST_COUNT) if bundled and seed == BOOK_SEED
                else t("neural.mlp.longest", n=longest), help=None)
with s2:
    if model is None:
        st.info(t("neural.mlp.no_model", k=k))
    else:
        st.markdown("**" + t("neural.mlp.samples_mlp", k=k, which=t(f"neural.mlp.which.{which}")) + "**")
        mlp_words = mlp_sample(model, data.vocab, 20, torch.Generator().manual_seed(seed))
        st.markdown(" · ".join(f"`{w}`" for w in mlp_words))
        longest = max(map(len, mlp_words))
        st.markdown(t("neural.mlp.longest_book", n=longest, book=BOOK_LONGEST_MLP) if bundled and k == 3
                    else t("neural.mlp.longest", n=longest))

# ---------------------------------------------------------------- 3. embeddings
st.header(t("neural.emb.header"))
st.markdown(t("neural.emb.explain"))
sources = {}
if 3 in shipped:
    sources["shipped"] = ("shipped-3", shipped[3])
if live_model is not None:
    sources["live"] = (f"live-{wl.digest}-{k}-{seed}-{live_model['seconds']}", live_model["params"])
if not sources:
    st.info(t("neural.emb.none"))
else:
    src = st.radio(t("neural.emb.source"), list(sources), horizontal=True, key="emb_src",
                   format_func=lambda s: t(f"neural.emb.source.{s}", k=k))
    name, params = sources[src]
    emb = embedding_analysis(name, seed, PERM_DRAWS, params.C, itos)
    e1, e2 = st.columns([5, 6])
    with e1:
        st.markdown("**" + t("neural.emb.nn_title") + "**")
        nn = emb["nearest"]
        st.dataframe(pd.DataFrame({
            t("neural.emb.col.char"): list(nn),
            **{t(f"neural.emb.col.{col}"): [f"{nbrs[i][0]}  {nbrs[i][1]:+.3f}" for nbrs in nn.values()]
               for i, col in enumerate(("first", "second", "third"))}}),
            hide_index=True, height=420, key="emb_nn")
    with e2:
        proj = emb["pca"]
        groups = [t("neural.emb.group.boundary") if ch == "." else
                  t("neural.emb.group.vowel") if is_vowel(ch) else t("neural.emb.group.consonant") for ch in itos]
        st.markdown("**" + t("neural.emb.pca_title", v=V) + "**")
        charts.show(charts_neural.embedding_scatter(
            proj.xy.tolist(), itos, groups, title=None,
            xaxis_title=t("neural.emb.pca_x", share=proj.explained[0]),
            yaxis_title=t("neural.emb.pca_y", share=proj.explained[1])), key="emb_pca")
    means, perm = emb["means"], emb["perm"]
    if means is None:
        st.info(t("neural.emb.no_groups"))
    else:
        show_book = bundled and src == "shipped"
        st.markdown("**" + t("neural.emb.means") + "**")
        g1, g2, g3 = st.columns(3)
        for col, field in zip((g1, g2, g3), ("vv", "cc", "vc")):
            col.metric(t(f"neural.emb.{field}"), f"{getattr(means, field):+.4f}",
                       help=t("neural.nb.book", value=f"{BOOK_MEANS[field]:+.4f}") if show_book else None)
        n_letters = len([c for c in itos if c != "."])
        st.markdown(t("neural.emb.perm_explain", m=perm.group_size, rest=n_letters - perm.group_size, draws=PERM_DRAWS))
        p1, p2 = st.columns([3, 1])
        with p1:
            charts.show(charts.histogram(perm.null, marker=perm.observed,
                                         marker_label=t("neural.emb.perm_marker", s=perm.observed),
                                         title=t("neural.emb.perm_title", draws=PERM_DRAWS, m=perm.group_size),
                                         xaxis_title=t("neural.emb.perm_x")), key="emb_perm")
        with p2:
            st.metric(t("neural.emb.s_obs"), f"{perm.observed:+.4f}")
            st.metric(t("neural.emb.at_least"), f"{perm.at_least:,} / {PERM_DRAWS:,}",
                      help=t("neural.emb.book_count", n=BOOK_PERM_AT_LEAST, draws=PERM_DRAWS) if show_book else None)
            st.metric(t("neural.emb.p"), f"{perm.p_value:.3f}")
    st.markdown(t("neural.emb.reading"))

# ---------------------------------------------------------------- 4. fixed window
st.header(t("neural.win.header"))
st.markdown(t("neural.win.explain"))
ks = list(range(1, MAX_K + 1))
w1, w2 = st.columns(2)
with w1:
    charts.show(charts_neural.by_context(
        ks, [MLPConfig(context=j).n_params(V) for j in ks], name=t("neural.win.name_params"), reference=None,
        reference_name="", title=t("neural.win.params_title"), xaxis_title=t("neural.win.x"),
        yaxis_title=t("neural.win.y_params")), key="win_params")
losses = {r["k"]: r["val_loss"] for r in ship_rows} or {
    kk: val_windows_loss(wl.digest, f"live-{kk}-{sd}-{m['seconds']}", m["params"], data)
    for (dg, kk, sd), m in mlp_store.items() if dg == wl.digest and sd == seed}
if losses:
    with w2:
        lk = sorted(losses)
        charts.show(charts_neural.by_context(
            lk, [losses[j] for j in lk], name=t("neural.win.name_loss"), reference=count_val,
            reference_name=t("neural.win.count"), title=t("neural.win.loss_title"), xaxis_title=t("neural.win.x"),
            yaxis_title=t("neural.win.y_loss"), colour=1), key="win_loss")
    if 3 in losses and max(losses) > 3 and ship_rows:
        kmax = max(losses)
        p3, pmax = MLPConfig(context=3).n_params(V), MLPConfig(context=kmax).n_params(V)
        st.markdown(t("neural.win.summary", kmax=kmax, p3=p3, pmax=pmax, ratio=pmax / p3,
                      gain=losses[3] - losses[kmax], book_gain=BOOK_GAIN_3_TO_8))
    if ship_rows and len(losses) < MAX_K:
        st.caption(t("neural.win.summary_partial", ks=", ".join(map(str, sorted(losses)))))
if MAX_K in shipped:
    W1 = shipped[MAX_K].W1.view(MAX_K, -1, shipped[MAX_K].W1.shape[1])            # (k, d, H) one block per position
    norms = W1.norm(dim=(1, 2)).tolist()
    b1, b2 = st.columns([3, 2])
    with b1:
        charts.show(charts.bars([str(i + 1) for i in range(MAX_K)], norms, text=[f"{v:.1f}" for v in norms],
                                title=t("neural.win.blocks_title", k=MAX_K),
                                xaxis_title=t("neural.win.blocks_x", k=MAX_K),
                                yaxis_title=t("neural.win.blocks_y"), height=320), key="win_blocks")
    b2.markdown(t("neural.win.blocks_reading", k=MAX_K))
st.markdown(t("neural.win.attention"))
if (ROOT / "pages" / "attention.py").exists():
    try:
        st.page_link("pages/attention.py", label=t("neural.win.attention_link"), icon=":material/visibility:")
    except StreamlitPageNotFoundError:  # the file appeared after the navigation was built
        pass
