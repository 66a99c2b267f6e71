"""The word-vectors page's cached functions, in one place.

Everything here is keyed on plain values (a set name, a cut-off, a seed, a dimension, a share) and holds arrays,
tables or models, never figures. Work that is the same for every visitor (loading the vectors, the shipped tables,
the seeded geometry) is done once per server; word2vec is trained only when a visitor presses the button.
"""
from __future__ import annotations

import json
import threading
import time
from pathlib import Path

import numpy as np
import streamlit as st

from lm_core.vectors import analogy_eval as ae
from lm_core.vectors import hd_geometry as hd
from lm_core.vectors import word_vectors as wvm
from lm_core.corpus import load_corpus
from lm_core.vectors.word2vec import ToySGNS, W2VConfig, keyed_vectors_to_arrays, train_gensim, train_toy_sgns

from ui.i18n import t
from ui import runtime

ASSETS = Path(__file__).resolve().parents[3] / "assets" / "wordvec"


@st.cache_resource(show_spinner=False)
@runtime.heavy
def vectors(name: str) -> wvm.WordVectors:
    """A shipped vector set, ``glove`` or ``w2v`` (read-only arrays: never mutate)."""
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
@runtime.heavy
def ratios(seed_value: int) -> list[tuple[int, float]]:
    return [(p.dim, p.ratio) for p in hd.distance_ratios(hd.DIMS, 1000, seed_value)]


@st.cache_data(show_spinner=False, max_entries=64)
@runtime.heavy
def cosine_sample(dim: int, seed_value: int) -> np.ndarray:
    return hd.random_cosines(dim, 1000, seed_value).cosines.numpy()


@st.cache_resource(show_spinner=False, max_entries=8)
@runtime.heavy
def toy_model(seed_value: int) -> ToySGNS:
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
