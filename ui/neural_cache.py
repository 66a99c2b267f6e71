"""Cached work behind the neural-models page: shipped MLP weights, their evaluation, embedding analyses.

Everything is keyed on the word list's digest (plus plain values), so reruns and other visitors reuse it.
Live-trained models are kept per session (``session_store``), keyed on (digest, config), so a rerun never
retrains and one visitor's training never replaces another's.
"""
from __future__ import annotations

import math
from pathlib import Path

import streamlit as st
import torch

from lm_core.bigram import BigramData, probabilities
from lm_core.char_embeddings import group_means, nearest, pca_2d, permutation_test
from lm_core.mlp import MLPParams, evaluate, load, weights_path, windows
from lm_core.neural_bigram import NeuralBigramConfig, NeuralBigramResult, pair_counts, train as train_bigram

ASSETS = Path(__file__).resolve().parent.parent / "assets" / "mlp"
MAX_K = 8


@st.cache_resource(show_spinner=False, max_entries=4)
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
def neural_bigram(digest: str, config: NeuralBigramConfig, _data: BigramData) -> NeuralBigramResult:
    """The trained neural bigram for this word list and config, computed once per server and shared.

    A class opening the page at once gets one training run (a fraction of a second), not one per visitor.
    The result is shared between sessions: never mutate it. Live, animated training is a visitor's own
    request (the retrain button) and lives in that visitor's session.
    """
    V = len(_data.vocab)
    return train_bigram(_data.N, pair_counts(*_data.pairs["val"], V), config)


@st.cache_data(show_spinner=False, max_entries=8)
def val_windows_loss(digest: str, key: str, _params: MLPParams, _data: BigramData, part: str = "val") -> float:
    """Mean NLL of a model on one split of the active list (``key`` names the model for the cache)."""
    return evaluate(_params, *windows(getattr(_data.split, part), _data.vocab, _params.context))


@st.cache_data(show_spinner=False, max_entries=8)
def shipped_table(digest: str, _data: BigramData) -> list[dict]:
    """One row per shipped k: parameters, validation loss and perplexity, computed now from the weights."""
    rows = []
    for k, params in shipped_models(digest, _data).items():
        loss = val_windows_loss(digest, f"shipped-{k}", params, _data)
        rows.append({"k": k, "params": params.count(), "val_loss": loss, "val_ppl": math.exp(loss)})
    return rows


@st.cache_data(show_spinner=False, max_entries=8)
def count_table_val(digest: str, _data: BigramData) -> float:
    """Validation loss of the add-one smoothed count table (the unsmoothed one is infinite on this split)."""
    return _data.evaluate(probabilities(_data.N, 1.0), "val").mean_nll


@st.cache_data(show_spinner=False, max_entries=16)
def embedding_analysis(key: str, seed: int, draws: int, _C: torch.Tensor, itos: tuple[str, ...]) -> dict:
    """Neighbours, PCA, group means and the permutation test for one embedding table (``key`` names it)."""
    out = {"nearest": nearest(_C, itos, 3), "pca": pca_2d(_C)}
    try:
        out["means"] = group_means(_C, itos)
        out["perm"] = permutation_test(_C, itos, draws=draws, seed=seed)
    except (ValueError, ZeroDivisionError, IndexError):
        out["means"] = out["perm"] = None
    return out


def session_store(name: str) -> dict:
    """A per-session dict for live-trained results (kept across reruns of this visitor only)."""
    return st.session_state.setdefault(name, {})
