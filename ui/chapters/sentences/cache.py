"""Every cached object of the sentences page: the two models, the "bank" curves, the STS pairs and their
precomputed embeddings, the table, and the live MiniLM recompute.

Both models load lazily, once per server (``st.cache_resource``); the MiniLM encoder is the very object the
attention page loads, so the server holds it once. Caches hold arrays and models, never figures.
"""
from __future__ import annotations

import json
import threading
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Callable

import numpy as np
import streamlit as st

from lm_core.encoders import contextual, sentence_eval as se
from lm_core.encoders import bank_lesson
from ui import runtime
from lm_core.encoders import masked_lm
from ui.chapters.attention.models import encoder  # the attention page's cached encoder: one copy per server
from ui.chapters.word_vectors.cache import vectors
from lm_core.encoders.layer_pooling import encode_layer
from ui.i18n import LANGUAGES, lookup

ASSETS = Path(__file__).resolve().parents[3] / "assets" / "sentences"
MODELS = ("minilm", "mlm")
METHODS = ("overlap", "glove", "w2v", "mlm_mean", "mlm_cls", "minilm")
VECTOR_METHODS = METHODS[1:]
SENTENCE_A = "He sat on the bank of the river and watched the water go by."
SENTENCE_B = "She deposited the cheque at the bank on the corner of the street."
RIVER_2 = "The children fished from the grassy bank where the stream bends."
MONEY_2 = "The bank approved her loan and opened a savings account."
BANK = "bank"


@st.cache_resource(show_spinner=False)
@runtime.heavy
def masked_model():
    """Our masked LM (lm_core.masked_lm.MaskedLM), loaded once per server. Shared: never mutate."""

    return masked_lm.load(ASSETS / "mlm")


def model(model_id: str):
    """(model, tokenizer) of ``"minilm"`` or ``"mlm"``, each loaded once per server."""
    if model_id == "minilm":

        enc = encoder()
        return enc.model, enc.tokenizer
    lm = masked_model()
    return lm.model, lm.tokenizer


@st.cache_data(show_spinner=False)
def mlm_metrics() -> dict:
    return json.loads((ASSETS / "mlm" / "metrics.json").read_text())


@dataclass(frozen=True)
class BankCurves:
    """The chapter's experiment on one model: static cosine, and three contextual cosines per layer."""
    static: float
    ab: np.ndarray              # (L+1,)
    river: np.ndarray           # (L+1,)
    money: np.ndarray           # (L+1,)
    pieces: tuple[str, ...]     # the word pieces "bank" is cut into (averaged)
    n_params: int


@st.cache_resource(show_spinner=False)
def bank_curves(model_id: str) -> BankCurves:
    m, tok = model(model_id)
    a, b, r, q = (contextual.word_by_layer(m, tok, s, BANK) for s in (SENTENCE_A, SENTENCE_B, RIVER_2, MONEY_2))
    return BankCurves(bank_lesson.static_cosine(m, tok, SENTENCE_A, SENTENCE_B, BANK),
                      contextual.layer_cosines(a, b), contextual.layer_cosines(a, r),
                      contextual.layer_cosines(b, q), a.pieces, sum(p.numel() for p in m.parameters()))


@st.cache_data(show_spinner=False, max_entries=256)
def own_curve(model_id: str, text_a: str, text_b: str, word: str) -> tuple[np.ndarray, tuple[str, ...], float]:
    """(cos per layer, pieces of the word, static cosine) for two typed sentences; raises SentenceInputError."""
    m, tok = model(model_id)
    for text in (text_a, text_b):
        contextual.check_sentence(text, word, tok, contextual.max_tokens(m))
    a, b = contextual.word_by_layer(m, tok, text_a, word), contextual.word_by_layer(m, tok, text_b, word)
    return contextual.layer_cosines(a, b), a.pieces, bank_lesson.static_cosine(m, tok, text_a, text_b, word)


# ---------------------------------------------------------------- STS

@st.cache_resource(show_spinner=False)
def sts_pairs() -> se.StsPairs:
    return se.load_sts(ASSETS / "sts-test.csv")


@st.cache_resource(show_spinner=False)
@runtime.heavy
def sts_embeddings() -> dict[str, np.ndarray]:
    """The script's float16 arrays, ``<method>.first`` / ``<method>.second`` (N, D), read-only."""
    with np.load(ASSETS / "sts_embeddings.npz") as z:
        out = {k: z[k] for k in z.files}
    for v in out.values():
        v.setflags(write=False)
    return out


@st.cache_data(show_spinner=False)
def shipped_table() -> dict:
    return json.loads((ASSETS / "sts_table.json").read_text())


@st.cache_resource(show_spinner=False)
def scores() -> dict[str, se.MethodScore]:
    """ρ and top-1 of every method, computed (once per server) from the shipped arrays and the shipped text."""
    pairs, emb = sts_pairs(), sts_embeddings()
    retrieval = se.retrieval_indices(pairs)
    out = {"overlap": se.score_overlap(pairs, retrieval)}
    for m in VECTOR_METHODS:
        out[m] = se.score_vectors(m, emb[f"{m}.first"], emb[f"{m}.second"], pairs, retrieval)
    return out


@dataclass(frozen=True)
class LiveScore:
    score: se.MethodScore
    seconds: float              # how long the one computation took
    sentences: int


_live_lock = threading.Lock()
_live: list[LiveScore] = []          # the one result of this server process


def live_minilm(progress: Callable[[float], None] | None = None) -> LiveScore:
    """The MiniLM row recomputed now from the text (2 × N sentences), once per server; ``progress(f)`` hears the
    share done while it runs, and the page draws the bar in each visitor's own language.

    Not ``st.cache_resource``: a cached function may not draw on a bar made outside it (Streamlit records the
    call for replay and refuses). The result is immutable and kept once, behind a lock, as that cache would."""
    with _live_lock:
        if not _live:
            pairs = sts_pairs()
            m, tok = model("minilm")
            start = time.perf_counter()
            halves = [contextual.encode(m, tok, side, "mean",
                                        progress=None if progress is None else lambda f, k=k: progress((k + f) / 2))
                      for k, side in enumerate((pairs.first, pairs.second))]
            score = se.score_vectors("minilm", halves[0], halves[1], pairs, se.retrieval_indices(pairs))
            _live.append(LiveScore(score, time.perf_counter() - start, 2 * len(pairs)))
    return _live[0]


# ---------------------------------------------------------------- search

def word_vectors(name: str):
    """GloVe or our word2vec: the word-vectors page's cached copy, so the server holds each set once."""

    return vectors(name)


@st.cache_resource(show_spinner=False, max_entries=8)
def search_index(method: str) -> tuple[tuple[str, ...], np.ndarray | None]:
    """The indexed sentences (first side of the 200 best pairs) and their vectors (None for overlap).

    Once per server and method (a page run asked for it twice). Shared: never mutate (``se.search`` normalises
    into new arrays)."""
    pairs = sts_pairs()
    rows = se.retrieval_indices(pairs)
    texts = tuple(pairs.first[i] for i in rows)
    if method == "overlap":
        return texts, None
    return texts, sts_embeddings()[f"{method}.first"][rows].astype(np.float32)


@st.cache_data(show_spinner=False, max_entries=256)
def query_vector(method: str, text: str) -> np.ndarray:
    """One typed query embedded by ``method`` (1, D)."""
    if method in ("glove", "w2v"):
        wv = word_vectors(method)
        return se.average_vectors([text], wv.index, wv.unit)
    m, tok = model("minilm" if method == "minilm" else "mlm")
    return contextual.encode(m, tok, [text], "cls" if method == "mlm_cls" else "mean")


@st.cache_resource(show_spinner=False)
def index_facts() -> dict:
    """What the search section says about its index (its size, score range, duplicates), once per server: counting
    the duplicates compared every indexed sentence with every other on each page run."""
    texts, _ = search_index("overlap")
    pairs = sts_pairs()
    rows = se.retrieval_indices(pairs)
    copies = [n for n in (texts.count(x) for x in dict.fromkeys(texts)) if n > 1]
    lo = float(pairs.score[rows].min())
    return dict(n=len(texts), lo=lo, hi=float(pairs.score[rows].max()), eligible=int((pairs.score >= lo).sum()),
                dups=len(copies), rows=sum(copies), distinct=len(set(texts)))


# ---------------------------------------------------------------- issue 23: the lesson, layer 0, blind spots

SWAP_PAIR = ("The dog bit the man.", "The man bit the dog.")
NEGATION_PAIR = ("The film was good.", "The film was not good.")
PARAPHRASE_SCORE = 4.0         # STS 4 = "mostly equivalent": the pairs the page calls paraphrases


def separation(c: BankCurves) -> int | None:
    """The first layer from which A vs B stays below both same-sense pairs (None: never at the last layer)."""
    return bank_lesson.separation_layer(c.ab, [c.river, c.money])


@st.cache_resource(show_spinner=False)
@runtime.heavy
def mlm_layer0_spearman() -> float:
    """STS ρ of our masked LM mean-pooled at layer 0 (input table + positions, no context), computed once."""

    pairs = sts_pairs()
    m, tok = model("mlm")
    return se.spearman(se.pair_cosines(encode_layer(m, tok, pairs.first, 0), encode_layer(m, tok, pairs.second, 0)),
                       pairs.score)


@st.cache_resource(show_spinner=False)
def paraphrase_cosines() -> dict[str, np.ndarray]:
    """Method -> the cosines (or overlaps) it gives the STS pairs scored at least PARAPHRASE_SCORE, sorted."""
    pairs, emb = sts_pairs(), sts_embeddings()
    keep = np.flatnonzero(pairs.score >= PARAPHRASE_SCORE)
    out = {"overlap": np.sort([se.jaccard(pairs.first[i], pairs.second[i]) for i in keep])}
    for m in VECTOR_METHODS:
        out[m] = np.sort(se.pair_cosines(emb[f"{m}.first"][keep], emb[f"{m}.second"][keep]))
    for v in out.values():
        v.setflags(write=False)
    return out


@st.cache_data(show_spinner=False, max_entries=256)
def pair_similarity(method: str, text_a: str, text_b: str) -> float:
    """The similarity ``method`` gives two typed sentences (Jaccard overlap, or the cosine of their vectors)."""
    if method == "overlap":
        return se.jaccard(text_a, text_b)
    return float(se.pair_cosines(query_vector(method, text_a), query_vector(method, text_b))[0])


def warm():
    """The sentences page's default view, for the server's warm-up (``ui/warmup.py``): MiniLM and our masked LM
    (the slowest loads of the app), the "bank" curves, the default sentences, query and pairs, the STS scores; the
    blind spots load both word-vector sets on the way. The live MiniLM recompute runs only on request. Yields a
    step name after each step."""

    model("minilm")
    yield "minilm"
    masked_model()
    yield "mlm"
    for model_id in MODELS:
        bank_curves(model_id)
    mlm_metrics()
    yield "bank_curves"
    own_curve("minilm", SENTENCE_A, MONEY_2, BANK)
    yield "own_curve"
    sts_pairs()
    sts_embeddings()
    for query in dict.fromkeys(lookup("sentences.s2.default_query", lang) for lang in LANGUAGES):
        query_vector("minilm", query.strip())
    search_index("overlap")
    search_index("minilm")                              # the search section's default method
    index_facts()
    scores()
    shipped_table()
    yield "scores"
    mlm_layer0_spearman()
    yield "mlm_layer0_spearman"
    paraphrase_cosines()
    for pair in (SWAP_PAIR, NEGATION_PAIR):
        for method in METHODS:
            pair_similarity(method, *pair)
    reference_similarities()
    yield "blind_spots"


@st.cache_resource(show_spinner=False)
def reference_similarities() -> dict[str, tuple[float, float, float]]:
    """Method -> (its similarity for the swapped pair, for the negated pair, the median over the paraphrases): the
    blind-spots table's fixed columns, once per server (twelve cached calls and six medians per page run before)."""
    para = paraphrase_cosines()
    return {m: (pair_similarity(m, *SWAP_PAIR), pair_similarity(m, *NEGATION_PAIR), float(np.median(para[m])))
            for m in METHODS}
