"""The count-table page: the bigram model built, read, sampled and scored (MISSION §1)."""
import math

import numpy as np
import pandas as pd
import streamlit as st
import torch

from lm_core import bigram
from lm_core.bigram import BigramData
import ui
from ui import charts, charts_count
from ui.data import active_bigram_data, bigram_probs, word_list
from ui.i18n import t
from ui.sidebar import seed
from ui.state import url_state

ui.require_app_shell()


# The book's printed values, shown only as labelled references next to what this page computes.
BOOK_VAL_LOSS_ADD1, BOOK_VAL_PPL_ADD1 = 2.4546, 11.642
BOOK_UNIFORM_LOSS, BOOK_UNIFORM_PPL = 3.2958, 27.000
BOOK_FINITE_LOSS = 2.4524
BOOK_EMPTY_CELLS, BOOK_EMPTY_SHARE, BOOK_VAL_EMPTY_HITS = 113, "15.5%", 7
BOOK_A_ROW_ADD1 = {".": 0.1944, "n": 0.1600, "r": 0.0967, "l": 0.0749, "h": 0.0690, "y": 0.0606}
BOOK_LONGEST_OF_20 = 19
ALPHAS = (0.0, 0.001, 0.01, 0.1, 0.5, 1.0, 2.0, 5.0, 10.0, 100.0)
MAX_SAMPLE_LEN = 60


@st.cache_data(show_spinner=False, max_entries=64)
def metrics_rows(digest: str, alpha: float, _data: BigramData) -> list[dict]:
    """Loss / perplexity / bits for uniform, raw and add-alpha tables on every split (cached per alpha)."""
    P0 = bigram_probs(digest, 0.0, _data)
    Pa = bigram_probs(digest, alpha, _data)
    rows = []
    for part in ("train", "val", "test"):
        n_pairs = len(_data.pairs[part][0])
        evals = {"uniform": bigram.uniform_eval(len(_data.vocab), n_pairs),
                 "raw": _data.evaluate(P0, part), "smooth": _data.evaluate(Pa, part)}
        for model, e in evals.items():
            rows.append(dict(model=model, split=part, loss=e.mean_nll, ppl=e.perplexity, bits=e.bits,
                             zero=e.n_zero, finite=e.finite_nll))
    return rows


@st.cache_data(show_spinner=False, max_entries=64)
def draw_samples(digest: str, n: int, temperature: float, seed_value: int, _data: BigramData):
    """The book's sampling protocol on the unsmoothed table (float32 rows, one torch.Generator)."""
    g = torch.Generator().manual_seed(seed_value)
    P = _data.N.float() / _data.N.float().sum(1, keepdim=True).clamp_min(1)
    return bigram.sample(P.double(), _data.vocab, n, g, temperature=temperature, max_len=MAX_SAMPLE_LEN)


@st.cache_resource(show_spinner=False, max_entries=64)
def heatmap_figure(digest: str, alpha: float, view: str, log: bool, outline: bool, numbers: bool, hover: str,
                   colorbar: str, x_title: str, y_title: str, _data: BigramData):
    """The table's figure for one combination of controls (building a plotly figure is most of a rerun).
    Shared between sessions: never mutated after it is built."""
    P = bigram_probs(digest, alpha, _data).numpy()
    return charts_count.count_heatmap(_data.N.numpy(), P, _data.vocab.itos, show=view, log=log, outline_empty=outline,
                                      numbers=numbers, hovertemplate=hover, colorbar_title=colorbar,
                                      x_title=x_title, y_title=y_title)


def fmt(x: float, digits: int = 4) -> str:
    return "∞" if math.isinf(x) else f"{x:.{digits}f}"


wl = word_list()
data = active_bigram_data()
V, itos = len(data.vocab), data.vocab.itos
N = data.N.numpy()

st.title(t("count.title"))
st.markdown(t("count.intro", n_train=len(data.split.train), n_val=len(data.split.val), n_test=len(data.split.test),
              n_pairs=len(data.pairs["train"][0])))

# ---------------------------------------------------------------- the table
st.header(t("count.table.header"))
c1, c2, c3, c4 = st.columns([1.5, 1, 1.25, 0.9])
view = c1.segmented_control(t("count.table.view"), ["counts", "probs"], format_func=lambda v: t(f"count.table.view.{v}"),
                            key=url_state("ct_view", "counts", valid=lambda v: v in ("counts", "probs")))
view = view or "counts"
log = c2.toggle(t("count.table.log"), key=url_state("ct_log", True), help=t("count.table.log_help"))
outline = c3.toggle(t("count.table.empty"), key=url_state("ct_empty", False))
numbers = c4.toggle(t("count.table.numbers"), key=url_state("ct_numbers", False))
# the smoothing slider lives in the metrics section below; the table and the row chart follow it too
ALPHA_KEY = url_state("ct_alpha", 1.0, valid=lambda v: v in ALPHAS)
alpha = st.session_state[ALPHA_KEY]
P = bigram_probs(wl.digest, alpha, data).numpy()

colorbar = {("counts", False): "counts", ("counts", True): "log", ("probs", False): "probs", ("probs", True): "logp"}
fig = heatmap_figure(wl.digest, alpha, view, log, outline, numbers, t("count.table.hover"),
                     t(f"count.table.colorbar.{colorbar[(view, log)]}"), t("count.table.x"), t("count.table.y"), data)
event = charts.show(fig, key="ct_heatmap", on_select="rerun", selection_mode="points")

# a click on a cell selects its row (applied once per new click, so the picker still works afterwards)
points = (event or {}).get("selection", {}).get("points", []) if event else []
if points:
    clicked = points[0].get("y")
    if clicked in itos and st.session_state.get("_ct_last_click") != (clicked, points[0].get("x")):
        st.session_state["_ct_last_click"] = (clicked, points[0].get("x"))
        st.session_state["ct_row"] = clicked

st.caption(t("count.table.click"))
default_row = "a" if "a" in itos else itos[1]
row_ch = st.pills(t("count.row.pick"), itos, key=url_state("ct_row", default_row, valid=lambda v: v in itos)) or default_row
r = data.vocab.stoi[row_ch]
row = P[r]
charts.show(charts_count.row_bars(row, itos, highlight=int(row.argmax()), uniform=1 / V,
                                  uniform_label=t("count.row.uniform", v=V),
                                  title=t("count.row.title", ch=row_ch, total=int(N[r].sum())),
                                  y_title=t("count.row.y", ch=row_ch)), key="ct_row_chart")
top = np.argsort(-row, kind="stable")[:6]
st.markdown(t("count.row.top", ch=row_ch, items=", ".join(f"`{itos[i]}` {row[i]:.4f}" for i in top)))
if row_ch == "a" and alpha == 1.0:
    st.caption(t("count.row.book", items=", ".join(f"`{k}` {v:.4f}" for k, v in BOOK_A_ROW_ADD1.items())))

# ---------------------------------------------------------------- sampling
st.header(t("count.sample.header"))
st.markdown(t("count.sample.intro"))
s1, s2 = st.columns(2)
n_samples = s1.slider(t("count.sample.n"), 1, 50, key=url_state("ct_n", 20, valid=lambda v: 1 <= v <= 50))
temperature = s2.slider(t("count.sample.temperature"), 0.1, 3.0, step=0.1, help=t("count.sample.temperature_help"),
                        key=url_state("ct_temp", 1.0, valid=lambda v: 0.1 <= v <= 3.0))
samples = draw_samples(wl.digest, n_samples, round(temperature, 2), seed(), data)
words = [bigram.steps_to_word(s) for s in samples]
longest = max(range(len(words)), key=lambda i: len(words[i]))
st.markdown(t("count.sample.names") + ": " + "  ".join(
    f"**{w}**" if i == longest else w for i, w in enumerate(words)))
st.markdown(t("count.sample.longest", word=words[longest], n=len(words[longest])))
st.caption(t("count.sample.book_longest", n=BOOK_LONGEST_OF_20))

pick = st.selectbox(t("count.sample.follow"), range(len(words)), index=longest,
                    format_func=lambda i: f"{i + 1}. {words[i]}", key="ct_follow")
steps = samples[pick]
st.dataframe(pd.DataFrame({
    t("count.sample.col.step"): range(1, len(steps) + 1),
    t("count.sample.col.from"): [s.prev for s in steps],
    t("count.sample.col.to"): [s.char for s in steps],
    t("count.sample.col.p"): [round(s.prob, 4) for s in steps],
    t("count.sample.col.count"): [int(N[data.vocab.stoi[s.prev], data.vocab.stoi[s.char]]) for s in steps],
}), hide_index=True, width="stretch", height=min(38 * (len(steps) + 1), 420))
if steps[-1].char != ".":
    st.warning(t("count.sample.truncated", n=MAX_SAMPLE_LEN))
rarest = min(int(N[data.vocab.stoi[s.prev], data.vocab.stoi[s.char]]) for s in steps)
verdict = "real" if words[pick] in set(data.split.train) else "fake"
st.markdown(t("count.sample.every_pair", word=words[pick], rarest=rarest, verdict=t(f"count.sample.verdict.{verdict}")))

# ---------------------------------------------------------------- metrics
st.header(t("count.metrics.header"))
st.markdown(t("count.metrics.intro"))
st.select_slider(t("count.metrics.alpha"), ALPHAS, key=ALPHA_KEY, help=t("count.metrics.alpha_help"))
rows = metrics_rows(wl.digest, alpha, data)
table = pd.DataFrame([{
    t("count.metrics.col.model"): t(f"count.metrics.model.{r['model']}", alpha=alpha),
    t("count.metrics.col.split"): t(f"common.split.{r['split']}"),
    t("count.metrics.col.loss"): fmt(r["loss"]),
    t("count.metrics.col.ppl"): fmt(r["ppl"], 3),
    t("count.metrics.col.bits"): fmt(r["bits"], 4),
    t("count.metrics.col.zero"): r["zero"],
    t("count.metrics.col.finite"): fmt(r["finite"]),
} for r in rows if not (r["model"] == "smooth" and alpha == 0.0)])
st.dataframe(table, hide_index=True, width="stretch")
val = next(r for r in rows if r["model"] == "smooth" and r["split"] == "val")
st.markdown(t("count.metrics.summary", alpha=alpha, loss=fmt(val["loss"]), ppl=fmt(val["ppl"], 3)))
st.caption(t("count.metrics.book", loss=BOOK_VAL_LOSS_ADD1, ppl=f"{BOOK_VAL_PPL_ADD1:.3f}", uloss=BOOK_UNIFORM_LOSS,
             uppl=f"{BOOK_UNIFORM_PPL:.3f}", finite=BOOK_FINITE_LOSS))

val_hits = bigram.pairs_in_empty_cells(data.N, *data.pairs["val"], data.vocab)
if alpha == 0.0 and val_hits:
    st.error(t("count.metrics.infinite", n=sum(c for _, _, c in val_hits)) + " " + ", ".join(
        t("count.metrics.culprit_times", a=a, b=b, c=c) if c > 1 else t("count.metrics.culprit", a=a, b=b)
        for a, b, c in val_hits), icon=":material/all_inclusive:")

# ---------------------------------------------------------------- empty cells
st.header(t("count.empty.header"))
st.markdown(t("count.empty.intro"))
zeros = bigram.zero_cells(data.N)
test_hits = bigram.pairs_in_empty_cells(data.N, *data.pairs["test"], data.vocab)
m1, m2, m3, m4 = st.columns(4)
m1.metric(t("count.empty.cells"), f"{zeros} / {V * V}")
m2.metric(t("count.empty.share"), f"{100 * zeros / (V * V):.1f}%")
m3.metric(t("count.empty.val_hits"), sum(c for _, _, c in val_hits))
m4.metric(t("count.empty.test_hits"), sum(c for _, _, c in test_hits))
for split, hits in (("val", val_hits), ("test", test_hits)):
    name = t(f"common.split.{split}")
    if hits:
        st.markdown(t("count.empty.list", split=name, pairs=", ".join(
            t("count.metrics.culprit_times", a=a, b=b, c=c) if c > 1 else t("count.metrics.culprit", a=a, b=b)
            for a, b, c in hits)))
    else:
        st.markdown(t("count.empty.none", split=name))
st.caption(t("count.empty.book", cells=BOOK_EMPTY_CELLS, total=729, share=BOOK_EMPTY_SHARE, hits=BOOK_VAL_EMPTY_HITS))
