"""The count-table page's cached work, in one place: arrays and plain rows keyed on the list's digest."""
from __future__ import annotations

import streamlit as st
import torch

from lm_core.counting import bigram
from lm_core.counting.bigram import BigramData

from lm_core import book
from ui.data import bigram_data, bigram_probs, default_word_list
from ui.state import Param

ALPHAS = (0.0, 0.001, 0.01, 0.1, 0.5, 1.0, 2.0, 5.0, 10.0, 100.0)
ALPHA = Param("ct_alpha", 1.0, choices=ALPHAS)   # the smoothing: its slider in sections, the later sections read it
DEFAULT_SAMPLES = 20        # the book draws 20 names (its longest has book.LONGEST_OF_20 letters)

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


@st.cache_resource(show_spinner=False, max_entries=64)
def draw_samples(digest: str, n: int, temperature: float, seed_value: int, _data: BigramData):
    """The book's sampling protocol on the unsmoothed table (float32 rows, one torch.Generator). Tuples of frozen
    steps, shared as they are (no copy per run: unpickling them was a seventh of a page run)."""
    g = torch.Generator().manual_seed(seed_value)
    P = _data.N.float() / _data.N.float().sum(1, keepdim=True).clamp_min(1)
    words = bigram.sample(P.double(), _data.vocab, n, g, temperature=temperature, max_len=MAX_SAMPLE_LEN)
    return tuple(tuple(steps) for steps in words)


@st.cache_data(show_spinner=False, max_entries=16)
def empty_cell_hits(digest: str, _data: BigramData) -> dict:
    """Empty cells of the training table and the validation/test pairs that fall in them."""
    return dict(zeros=bigram.zero_cells(_data.N),
                val=bigram.pairs_in_empty_cells(_data.N, *_data.pairs["val"], _data.vocab),
                test=bigram.pairs_in_empty_cells(_data.N, *_data.pairs["test"], _data.vocab))


def warm():
    """The count table's default view, for the server's warm-up (``ui/warmup.py``): the bundled names, the
    default α, the book's seed and sample. Yields a step name after each step."""
    wl = default_word_list()
    data = bigram_data(wl.digest, wl.words)
    metrics_rows(wl.digest, ALPHA.default, data)          # the table's and the row's probabilities on the way
    yield "metrics_rows"
    draw_samples(wl.digest, DEFAULT_SAMPLES, 1.0, book.SEED, data)
    yield "draw_samples"
    empty_cell_hits(wl.digest, data)
    yield "empty_cell_hits"
