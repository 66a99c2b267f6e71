"""Sections of the count-table page: the table, one row, sampling, loss and perplexity, the empty cells.

Every section takes what it needs as arguments. A book figure appears only where the page's setting is the
book's (bundled names, and the section's own setting), labelled through ``ui.book``.
"""
from __future__ import annotations

import contextlib
import math

import numpy as np
import streamlit as st

from lm_core.counting import bigram
from lm_core import book
from lm_core.counting.bigram import BigramData

from ui import charts, export, present
from ui.chapters.count_table import charts as charts_count
from ui.book import ref
from ui.chapters.count_table.cache import (ALPHA, ALPHAS, DEFAULT_SAMPLES, MAX_SAMPLE_LEN, draw_samples,  # noqa: F401
                                           empty_cell_hits, metrics_rows)
from ui.data import bigram_probs
from ui.i18n import t
from ui.numbers import num
from ui.sliders import Grid, choice_slider, number_slider
from ui import state
from ui.state import url_state
from ui.inputs import literal

TEMPERATURES = Grid(0.1, 3.0, 0.1)     # the sampling temperature's values (written 1.00 / 1,00, as before)
VIEWS = ("counts", "probs")
COLORBAR = {("counts", False): "counts", ("counts", True): "log", ("probs", False): "probs", ("probs", True): "logp"}


def fmt(x: float, digits: int = 4) -> str:
    return "∞" if math.isinf(x) else num(x, f".{digits}f")


def intro(data: BigramData) -> None:
    """The lead and the "more" fold; in projector mode both folded, side by side (the table keeps the screen)."""
    e1, e2 = st.columns(2) if present.active() else (contextlib.nullcontext(), st)
    with e1:
        present.explain(t("count_table.lead"))
    with e2.expander(t("count_table.more")):
        st.markdown(t("count_table.intro", n_train=len(data.split.train), n_val=len(data.split.val),
                      n_test=len(data.split.test), n_pairs=len(data.pairs["train"][0])))


def table(data: BigramData, digest: str) -> float:
    """The table with its controls, smoothing included (it drives the table, the row and the metrics). → α.

    In projector mode (numbers off) the table sits left of its controls, so that all its rows fit the first screen."""
    view_key, alpha_key = url_state("ct_view", "counts", choices=VIEWS), ALPHA.register()
    # the display toggles sit under the table (their values are read here, before the figure is built)
    log = st.session_state[url_state("ct_log", True)]
    outline = st.session_state[url_state("ct_empty", False)]
    numbers = st.session_state[url_state("ct_numbers", False)]
    beside = present.active() and not numbers            # numbers need the full width for their cells
    if beside:
        left, side = st.columns([3, 2])
        c1 = c2 = side
    else:
        left = side = None
        c1, c2 = st.columns([1, 1])
    view = c1.segmented_control(t("count_table.table.view"), VIEWS,
                                format_func=lambda v: t(f"count_table.table.view.{v}"),
                                key=view_key) or "counts"
    alpha = choice_slider(c2, t("count_table.metrics.alpha"), ALPHAS, help=t("count_table.metrics.alpha_help"),
                          key=alpha_key)
    P = bigram_probs(digest, alpha, data).numpy()
    fig = charts_count.count_heatmap(
        data.N.numpy(), P, data.vocab.itos, show=view, log=log, outline_empty=outline, numbers=numbers,
        hovertemplate=t("count_table.table.hover"),
        colorbar_title=t(f"count_table.table.colorbar.{COLORBAR[(view, log)]}"),
        x_title=t("count_table.table.x"), y_title=t("count_table.table.y"), projector=beside)
    # the CSV holds plain counts and probabilities (the colours may be log10); labels are read now, not on the
    # download thread
    heads = (t("count_table.table.y"), t("count_table.table.x"), t("export.col.count"), t("export.col.probability"))
    with left if beside else contextlib.nullcontext():
        event = charts.show(fig, key="ct_heatmap", on_select="rerun", selection_mode="points",
                            data=lambda: export.matrix_pairs({heads[2]: data.N.numpy(), heads[3]: P},
                                                             data.vocab.itos, data.vocab.itos, heads[0], heads[1]))
    top_i, top_j = divmod(int(data.N.argmax()), len(data.vocab))
    (side if beside else st).caption(t("cap.count_table.table", pairs=int(data.N.sum()), cells=int(data.N.numel()),
                                       empty=int((data.N == 0).sum()), a=data.vocab.itos[top_i],
                                       b=data.vocab.itos[top_j], top=int(data.N.max())))
    # a click on a cell selects its row (applied once per new click, so the picker still works afterwards)
    points = (event or {}).get("selection", {}).get("points", []) if event else []
    if points:
        clicked = points[0].get("y")
        if clicked in data.vocab.itos and st.session_state.get("_ct_last_click") != (clicked, points[0].get("x")):
            st.session_state["_ct_last_click"] = (clicked, points[0].get("x"))
            st.session_state["ct_row"] = clicked
    c3, c4, c5 = (side, side, side) if beside else st.columns(3)
    c3.toggle(t("count_table.table.log"), key="ct_log", help=t("count_table.table.log_help"), wrap=True)
    c4.toggle(t("count_table.table.empty"), key="ct_empty", wrap=True)
    c5.toggle(t("count_table.table.numbers"), key="ct_numbers", help=t("count_table.table.numbers_help"), wrap=True)
    (side if beside else st).caption(t("count_table.table.click"))
    return alpha


def row(data: BigramData, digest: str, alpha: float, bundled: bool) -> None:
    """One row of the table as a distribution over the next character."""
    itos, V = data.vocab.itos, len(data.vocab)
    default_row = "a" if "a" in itos else itos[1]
    row_ch = st.pills(t("count_table.row.pick"), itos, key=url_state("ct_row", default_row,
                                                                     choices=itos)) or default_row
    r = data.vocab.stoi[row_ch]
    probs = bigram_probs(digest, alpha, data).numpy()[r]
    charts.show(charts_count.row_bars(probs, itos, highlight=int(probs.argmax()), uniform=1 / V,
                                      uniform_label=t("count_table.row.uniform", v=V),
                                      title=t("count_table.row.title", ch=row_ch, total=int(data.N[r].sum())),
                                      y_title=t("count_table.row.y", ch=row_ch)), key="ct_row_chart")
    top = np.argsort(-probs, kind="stable")[:6]
    items = ", ".join(f"{literal(itos[i])} {num(probs[i], '.4f')}" for i in top)
    st.markdown(t("count_table.row.top", ch=row_ch, items=items))
    if bundled and row_ch == "a" and alpha == 1.0:
        st.caption(ref(", ".join(f"`{k}` {num(v, '.4f')}" for k, v in book.A_ROW_ADD1.value),
                       note=t("count_table.row.book")))


def sampling(data: BigramData, digest: str, seed: int, bundled: bool) -> None:
    """Draw names from the unsmoothed table; follow one draw step by step."""
    st.header(t("count_table.sample.header"))
    if bundled:                  # the book's two results speak of the book's names only
        st.markdown(t("count_table.sample.intro", seed=book.SEED, sample=book.SAMPLE.printed, n=DEFAULT_SAMPLES,
                      longest=book.LONGEST_OF_20.printed))
    else:
        st.markdown(t("count_table.sample.intro_own"))
    s1, s2 = st.columns(2)
    n_samples = s1.slider(t("count_table.sample.n"), 1, 50, key=url_state("ct_n", DEFAULT_SAMPLES, lo=1, hi=50))
    temperature = number_slider(s2, t("count_table.sample.temperature"), TEMPERATURES,
                                help=t("count_table.sample.temperature_help"),
                                key=url_state("ct_temp", 1.0, lo=TEMPERATURES.lo, hi=TEMPERATURES.hi,
                                              valid=TEMPERATURES.on_grid))
    temperature = round(temperature, 2)
    samples = draw_samples(digest, n_samples, temperature, seed, data)
    words = [bigram.steps_to_word(s) for s in samples]
    longest = max(range(len(words)), key=lambda i: len(words[i]))
    st.markdown(t("count_table.sample.names") + ": " + "  ".join(
        f"**{w}**" if i == longest else w for i, w in enumerate(words)))
    st.markdown(t("count_table.sample.longest", word=words[longest], n=len(words[longest])))
    if bundled and seed == book.SEED and temperature == 1.0 and n_samples == DEFAULT_SAMPLES:
        st.caption(ref(t("count_table.sample.book_value", n=book.LONGEST_OF_20.printed, sample=book.SAMPLE.printed),
                       note=t("count_table.sample.book_note")))
    # keyed by what drew the samples: a new temperature, seed or count starts again at the longest sample
    pick = st.selectbox(t("count_table.sample.follow"), range(len(words)), index=longest,
                        format_func=lambda i: f"{i + 1}. {words[i]}",
                        key=f"ct_follow_{n_samples}_{temperature}_{seed}_{digest[:12]}")
    follow(data, samples[pick], words[pick])


_TRAIN_NAMES: dict[int, tuple] = {}


def _train_names(data: BigramData) -> frozenset[str]:
    """The training names as a set, made once per split (not once per run), kept beside the split it was made of."""
    split = data.split
    hit = _TRAIN_NAMES.get(id(split))
    if hit is None or hit[0] is not split:
        if len(_TRAIN_NAMES) >= 16:
            _TRAIN_NAMES.clear()
        hit = _TRAIN_NAMES[id(split)] = (split, frozenset(split.train))
    return hit[1]


def follow(data: BigramData, steps, word: str) -> None:
    """One sample step by step: each draw, its probability, and how often its pair occurs in training."""
    N, stoi = data.N, data.vocab.stoi
    counts = [int(N[stoi[s.prev], stoi[s.char]]) for s in steps]
    present.dataframe({
        t("count_table.sample.col.step"): range(1, len(steps) + 1),
        t("count_table.sample.col.from"): [s.prev for s in steps],
        t("count_table.sample.col.to"): [s.char for s in steps],
        t("count_table.sample.col.p"): [round(s.prob, 4) for s in steps],
        t("count_table.sample.col.count"): counts,
    }, hide_index=True, width="stretch", height=min(38 * (len(steps) + 1), 420))
    if steps[-1].char != ".":
        st.warning(t("count_table.sample.truncated", n=MAX_SAMPLE_LEN))
    verdict = "real" if word in _train_names(data) else "fake"
    st.markdown(t("count_table.sample.every_pair", word=word, rarest=min(counts),
                  verdict=t(f"count_table.sample.verdict.{verdict}")))


def metrics(data: BigramData, digest: str, alpha: float, bundled: bool) -> None:
    """Loss, perplexity and bits for the uniform, raw and smoothed tables, on every split."""
    st.header(t("count_table.metrics.header"))
    st.markdown(t("count_table.metrics.intro"))
    alpha = alpha_here(alpha)
    rows = metrics_rows(digest, alpha, data)
    raw_val = next(r for r in rows if r["model"] == "raw" and r["split"] == "val")
    present.reveal("inf_loss", t("present.ans.inf_loss"), fmt(raw_val["loss"]), extra=True)
    hide = present.hidden("inf_loss")      # the unsmoothed rows give the answer away until it is revealed
    present.dataframe([{
        t("count_table.metrics.col.model"): t(f"count_table.metrics.model.{r['model']}", alpha=alpha),
        t("count_table.metrics.col.split"): t(f"common.split.{r['split']}"),
        t("count_table.metrics.col.loss"): "?" if hide and r["model"] == "raw" else fmt(r["loss"]),
        t("count_table.metrics.col.ppl"): "?" if hide and r["model"] == "raw" else fmt(r["ppl"], 3),
        t("count_table.metrics.col.bits"): "?" if hide and r["model"] == "raw" else fmt(r["bits"], 4),
        t("count_table.metrics.col.zero"): r["zero"],
        t("count_table.metrics.col.finite"): fmt(r["finite"]),
    } for r in rows if not (r["model"] == "smooth" and alpha == 0.0)], hide_index=True, width="stretch")
    val = next(r for r in rows if r["model"] == "smooth" and r["split"] == "val")
    if not (hide and alpha == 0.0):
        st.markdown(t("count_table.metrics.summary", alpha=alpha, loss=fmt(val["loss"]), ppl=fmt(val["ppl"], 3)))
    if bundled:
        st.caption(ref(t("count_table.metrics.book_value", loss=book.VAL_LOSS_ADD1, ppl=book.VAL_PPL_ADD1,
                         uloss=book.UNIFORM_LOSS, uppl=book.UNIFORM_PPL, finite=book.FINITE_LOSS_RAW),
                       note=t("count_table.metrics.book_note")))
    hits = empty_cell_hits(digest, data)["val"]
    if alpha == 0.0 and hits and not hide:
        st.error(t("count_table.metrics.infinite", n=sum(c for _, _, c in hits)) + " " + culprits(hits),
                 icon=":material/all_inclusive:")


ALPHA_HERE = "ct_alpha_metrics"      # the metrics' own α slider, on ct_alpha's value (not a URL key of its own)


def _alpha_from_here() -> None:
    st.session_state[ALPHA.key] = st.session_state[ALPHA_HERE]


def alpha_here(alpha: float) -> float:
    """The smoothing slider again, above the metrics table, where the text says it is: a second widget on the same
    value (the link's ``ct_alpha``; a link that hides or locks it hides or locks this one too). → α."""
    if present.hides(ALPHA.key):
        return alpha
    st.session_state[ALPHA_HERE] = alpha
    return choice_slider(st, t("count_table.metrics.alpha"), ALPHAS, help=t("count_table.metrics.alpha_help"),
                         key=ALPHA_HERE,
                         on_change=_alpha_from_here, disabled=state.locked(ALPHA.key))


def culprits(hits) -> str:
    return ", ".join(t("count_table.metrics.culprit_times", a=a, b=b,
                       c=c) if c > 1 else t("count_table.metrics.culprit", a=a, b=b)
                     for a, b, c in hits)


def empty_cells(data: BigramData, digest: str, bundled: bool) -> None:
    """How much of the table is empty, and which held-out pairs fall in the holes."""
    st.header(t("count_table.empty.header"))
    st.markdown(t("count_table.empty.intro"))
    V = len(data.vocab)
    found = empty_cell_hits(digest, data)
    m1, m2, m3, m4 = st.columns(4)
    m1.metric(t("count_table.empty.cells"), f"{found['zeros']} / {V * V}")
    m2.metric(t("count_table.empty.share"), f"{num(100 * found['zeros'] / (V * V), '.1f')}%")
    m3.metric(t("count_table.empty.val_hits"), sum(c for _, _, c in found["val"]))
    m4.metric(t("count_table.empty.test_hits"), sum(c for _, _, c in found["test"]))
    for split in ("val", "test"):
        name = t(f"common.split.{split}")
        if found[split]:
            st.markdown(t("count_table.empty.list", split=name, pairs=culprits(found[split])))
        else:
            st.markdown(t("count_table.empty.none", split=name))
    if bundled:
        st.caption(ref(t("count_table.empty.book_value", cells=book.EMPTY_CELLS, total=book.TABLE_CELLS,
                         share=book.EMPTY_SHARE, hits=book.VAL_EMPTY_HITS)))
