"""Cached work behind the neural-models page: shipped MLP weights, their evaluation, embedding analyses.

Everything is keyed on the word list's digest, frozen configs, plain values, or a fingerprint of a model's
weights (never on wall-clock time), so reruns and other visitors reuse it. Caches hold arrays and models,
never figures. Live-trained models are kept per session (``session_store``), keyed on (digest, config), so
a rerun never retrains and one visitor's training never replaces another's.
"""
from __future__ import annotations

import math
from pathlib import Path
from types import MappingProxyType

import streamlit as st
import torch

from lm_core.words import Vocab

from lm_core.counting.bigram import BigramData, probabilities, sample as count_sample, steps_to_word
from lm_core.neural.char_embeddings import group_means, nearest, pca_2d, permutation_test
from lm_core.neural.mlp import MLPParams, evaluate, load, sample as mlp_sample, weights_path, windows
from lm_core.neural.neural_bigram import (GapReport, NeuralBigramConfig, NeuralBigramResult, compare, pair_counts,
                                         top_of_row, train as train_bigram)
from lm_core import book
from ui import runtime
from ui.data import bigram_data, default_word_list
from ui.state import Param

ASSETS = Path(__file__).resolve().parents[3] / "assets" / "mlp"
MAX_K = 8
PERM_DRAWS = int(book.EMB_PERM_DRAWS.value)
SAMPLES = 20
MLP_K = Param("mlp_k", 3, lo=1, hi=MAX_K)   # the MLP's context: its slider in sections, and the embeddings read it


@st.cache_resource(show_spinner=False, max_entries=4)
@runtime.heavy
def shipped_models(digest: str, _data: BigramData) -> dict[int, MLPParams]:
    """The shipped weights for k = 1..8 if they were trained on this vocabulary (the bundled names); else {}."""
    out = {}
    for k in range(1, MAX_K + 1):
        path = weights_path(ASSETS, k)
        if not path.exists():
            continue
        params, vocab, _ = load(path)
        if vocab.itos == _data.vocab.itos:
            out[k] = params
    return out


@st.cache_resource(show_spinner=False, max_entries=16)
@runtime.heavy
def shared_bigram(digest: str, config: NeuralBigramConfig, _data: BigramData) -> NeuralBigramResult:
    """The trained neural bigram for this word list and config, computed once per server and shared.

    A class opening the page at once gets one training run (a fraction of a second), not one per visitor.
    The result is shared between sessions: never mutate it. Live, animated training is a visitor's own
    request (the retrain button) and lives in that visitor's session.
    """
    V = len(_data.vocab)
    return train_bigram(_data.N, pair_counts(*_data.pairs["val"], V), config)


@st.cache_resource(show_spinner=False, max_entries=16)
def shared_gaps(digest: str, config: NeuralBigramConfig, _data: BigramData) -> GapReport:
    """``compare`` of the shared network (:func:`shared_bigram`) with the count table, once per server (it was
    computed on every run of the page). Frozen: shared as it is."""
    return compare(shared_bigram(digest, config, _data).W, _data.N)


@st.cache_resource(show_spinner=False, max_entries=64)
def shared_top(digest: str, config: NeuralBigramConfig, row: int, n: int,
               _data: BigramData) -> tuple[tuple[int, float, float], ...]:
    """``top_of_row`` of the shared network for one row, once per server; a tuple, shared as it is."""
    return tuple(top_of_row(shared_bigram(digest, config, _data).W, _data.N, row, n))


@st.cache_data(show_spinner=False, max_entries=32)
@runtime.heavy
def val_windows_loss(digest: str, fingerprint: str, _params: MLPParams, _data: BigramData, part: str = "val") -> float:
    """Mean NLL of a model on one split of the active list (``fingerprint``: the weights' content digest)."""
    return evaluate(_params, *windows(getattr(_data.split, part), _data.vocab, _params.context))


@st.cache_data(show_spinner=False, max_entries=64)
def mlp_samples(fingerprint: str, seed: int, n: int, _params: MLPParams, _vocab: Vocab) -> list[str]:
    """``n`` words drawn from a model with a generator seeded with ``seed`` (the same for every visitor)."""
    return mlp_sample(_params, _vocab, n, torch.Generator().manual_seed(seed))


@st.cache_data(show_spinner=False, max_entries=64)
def count_samples(digest: str, seed: int, n: int, _data: BigramData) -> list[str]:
    """``n`` words drawn from the add-one count table with a generator seeded with ``seed``."""
    probs = probabilities(_data.N, 1.0)
    return [steps_to_word(s) for s in count_sample(probs, _data.vocab, n, torch.Generator().manual_seed(seed))]


@st.cache_data(show_spinner=False, max_entries=8)
def shipped_table(digest: str, _data: BigramData) -> list[dict]:
    """One row per shipped k: parameters, validation loss and perplexity, computed now from the weights."""
    rows = []
    for k, params in shipped_models(digest, _data).items():
        loss = val_windows_loss(digest, params.fingerprint(), params, _data)
        rows.append({"k": k, "params": params.count(), "val_loss": loss, "val_ppl": math.exp(loss)})
    return rows


@st.cache_data(show_spinner=False, max_entries=8)
def train_floor(digest: str, _data: BigramData) -> float:
    """The loss the neural bigram should reach: the unsmoothed count table's on the training split (it read every
    training pair on every run of the page before it was kept here)."""
    return _data.evaluate(probabilities(_data.N), "train").mean_nll


@st.cache_data(show_spinner=False, max_entries=8)
def count_table_val(digest: str, _data: BigramData) -> float:
    """Validation loss of the add-one smoothed count table (the unsmoothed one is infinite on this split)."""
    return _data.evaluate(probabilities(_data.N, 1.0), "val").mean_nll


@st.cache_resource(show_spinner=False, max_entries=16)
@runtime.heavy
def embedding_analysis(fingerprint: str, seed: int, draws: int, _C: torch.Tensor,
                       itos: tuple[str, ...]) -> MappingProxyType:
    """Neighbours, PCA, group means and the permutation test for one embedding table.

    ``fingerprint`` names the model the table comes from (a digest of its weights); computed once per server and
    shared as it is (read-only; a ``cache_data`` copy unpickled its tensors and its 2,000 draws on every run).
    """
    out = {"nearest": MappingProxyType(nearest(_C, itos, 3)), "pca": pca_2d(_C)}
    try:
        out["means"] = group_means(_C, itos)
        out["perm"] = permutation_test(_C, itos, draws=draws, seed=seed)
    except (ValueError, ZeroDivisionError, IndexError):
        out["means"] = out["perm"] = None
    return MappingProxyType(out)


def session_store(name: str) -> dict:
    """A per-session dict for live-trained results (kept across reruns of this visitor only)."""
    return st.session_state.setdefault(name, {})


def warm():
    """The neural page's default view, for the server's warm-up (``ui/warmup.py``): the bundled names, the book's
    seed, the chapter's neural bigram, the shipped MLPs, k = 3. Yields a step name after each step."""
    wl = default_word_list()
    data, seed = bigram_data(wl.digest, wl.words), book.SEED
    config = NeuralBigramConfig(lr=float(book.NB_LR.value), steps=int(book.NB_STEPS.value), seed=seed)
    shared_bigram(wl.digest, config, data)
    train_floor(wl.digest, data)
    shared_gaps(wl.digest, config, data)
    itos = data.vocab.itos                              # the row the page opens on (sections.neural_bigram)
    shared_top(wl.digest, config, itos.index("a") if "a" in itos else 0, min(8, len(itos)), data)
    yield "shared_bigram"
    shipped = shipped_models(wl.digest, data)
    shipped_table(wl.digest, data)
    count_table_val(wl.digest, data)
    yield "shipped_table"
    count_samples(wl.digest, seed, SAMPLES, data)
    model = shipped.get(MLP_K.default)
    if model is not None:
        mlp_samples(model.fingerprint(), seed, SAMPLES, model, data.vocab)
    yield "samples"
    if 3 in shipped:                                    # the embeddings section reads the shipped k = 3 table
        embedding_analysis(shipped[3].fingerprint(), seed, PERM_DRAWS, shipped[3].C, data.vocab.itos)
        yield "embedding_analysis"
