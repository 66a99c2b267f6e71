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
from typing import Callable

import numpy as np
import streamlit as st

from lm_core.vectors import analogy_eval as ae
from lm_core.vectors import hd_geometry as hd
from lm_core.vectors import word_vectors as wvm
from lm_core.corpus import load_corpus
from lm_core.vectors.word2vec import ToySGNS, W2VConfig, keyed_vectors_to_arrays, train_gensim, train_toy_sgns

from lm_core import book
from ui import runtime

SETS = ("glove", "w2v")
DIM_OPTIONS = (2, 3, 5, 10, 20, 50, 100, 200, 300, 500, 768, 1000, 2000, 5000, 10000)

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


class Word2VecRun:
    """One word2vec training on the first ``share`` of the corpus, shared by every session that asks for the same
    (seed, share). A thread trains; ``fraction``/``epoch`` say how far it is. Once ``done()``, ``vectors`` (or
    ``error``), ``seconds`` and ``words`` are set and never change."""

    def __init__(self, seed_value: int, share: float):
        self.cfg = W2VConfig(seed=seed_value)
        sentences = corpus().sentences
        sentences = sentences[: max(1, int(len(sentences) * share))]
        self.words = sum(map(len, sentences))
        self.fraction, self.epoch = 0.0, 1
        self.vectors: wvm.WordVectors | None = None
        self.error: BaseException | None = None
        self.seconds = 0.0
        self._thread = threading.Thread(target=self._train, args=(sentences,), daemon=True)
        self._thread.start()

    def _train(self, sentences) -> None:
        start = time.perf_counter()
        try:
            kv = train_gensim(sentences, self.cfg, progress=self._heard)
            words, vecs = keyed_vectors_to_arrays(kv)
            self.vectors = wvm.WordVectors.from_arrays("live", words, vecs)
        except BaseException as err:       # handed to the session that waits (live_word2vec raises it there)
            self.error = err
        self.seconds = time.perf_counter() - start

    def _heard(self, fraction: float, epoch: int) -> None:
        self.fraction, self.epoch = min(fraction, 1.0), epoch

    def done(self) -> bool:
        return not self._thread.is_alive()

    def wait(self, timeout: float) -> None:
        self._thread.join(timeout)


@st.cache_resource(show_spinner=False, max_entries=4)
def word2vec_run(seed_value: int, share: float) -> Word2VecRun:
    """The one shared training for (seed, share), started on the first call; returns at once and draws nothing
    (a cached function that drew a progress bar replayed it, finished and in its first visitor's language, to
    every later visitor: issue 27)."""
    return Word2VecRun(seed_value, share)


def live_word2vec(seed_value: int, share: float,
                  progress: Callable[[float, int], None] | None = None) -> tuple[wvm.WordVectors, Word2VecRun]:
    """word2vec trained on the first ``share`` of the corpus (once per server for each (seed, share)), and its run
    (seconds, words). While it trains, ``progress(fraction, epoch)`` is called from this, the session's own thread,
    four times a second: the caller draws its bar in its visitor's language."""
    run = word2vec_run(seed_value, share)
    with runtime.turn_given_up():           # seconds of waiting: other page runs go meanwhile (runtime.page_run)
        while not run.done():
            if progress is not None:
                progress(run.fraction, run.epoch)
            run.wait(0.25)
    if run.error is not None:
        word2vec_run.clear()                 # a failed run is not kept: the next press trains again
        raise run.error
    return run.vectors, run


def warm():
    """The word-vectors page's first tab at its defaults (both sets, the 100,000-word cut-off), for the server's
    warm-up (``ui/warmup.py``; ``warm_tabs`` has the others, without word2vec: it trains only on request). Yields a
    step name after each step."""
    for name in SETS:
        vectors(name)
        yield f"vectors.{name}"


def warm_tabs():
    """The word-vectors page's other tabs at their defaults (``warm()`` has the first)."""
    cutoff, seed = 100_000, book.SEED
    questions()
    shipped_tables()
    for name in SETS:
        eval_table(name, cutoff)
        pair_table(name, cutoff)
    yield "eval_table"
    toy_model(seed)
    yield "toy_model"
    ratios(seed)
    yield "ratios"
    for dim in DIM_OPTIONS:
        cosine_sample(dim, seed)
    yield "cosine_sample"
