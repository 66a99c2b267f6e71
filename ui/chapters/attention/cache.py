"""Every cached function of the attention page, in one place.

Keys are plain values (ints, floats, tuples of words) or content fingerprints (the word list's digest, the
bytes of a shipped file): never a time stamp. Caches hold arrays and models, never plotly figures. What is
the same for every visitor (the shipped transformer, its head statistics, the perplexities) is computed once
per server; the pretrained encoder is loaded once per server and only when someone asks for it.
"""
from __future__ import annotations

import hashlib
import math
from pathlib import Path

import streamlit as st

from lm_core.attention import attention as att
from lm_core.encoders import minilm
from lm_core.attention import tiny_transformer as tt
from lm_core.counting.bigram import BigramData
from lm_core.words import Vocab
from ui.data import ASSETS, bigram_probs
from ui import runtime
from lm_core.neural import mlp
from ui.data import bigram_data, default_word_list

MLP_FILE = ASSETS / "mlp" / "mlp_k3.safetensors"
SAT_KS = (1, 2, 4, 8, 16, 32, 64, 128, 256, 512, 1024, 2048)


def fingerprint(path: Path) -> str | None:
    """SHA-256 of a file's bytes (None when it is missing): what a cache of a model read from it is keyed on."""
    return hashlib.sha256(path.read_bytes()).hexdigest() if path.exists() else None


@st.cache_data(show_spinner=False, max_entries=32)
@runtime.heavy
def saturation(n_words: int, d: int, kmax: int, scale: bool) -> att.Saturation:
    """The saturation curves of tab 2 (20 random sentences per k, seed 0)."""
    return att.saturation_curve(n_words, d, [k for k in SAT_KS if k <= kmax], scale=scale, seed=0)


@st.cache_resource(show_spinner=False)
def tiny_model():
    """(model, info, vocab) or None when the weights are not shipped. Shared: never mutate."""
    if not (tt.ASSET_DIR / tt.WEIGHTS_FILE).exists():
        return None
    model, info = tt.load_shipped()
    return model, info, Vocab(tuple(info["vocab"]))


@st.cache_resource(show_spinner=False, max_entries=2)
@runtime.heavy
def tiny_head_stats(digest: str, _data: BigramData) -> tt.HeadStats | None:
    """Where each head of the shipped transformer looks on average, over the validation names (once per server)."""
    loaded = tiny_model()
    if loaded is None:
        return None
    model, _, vocab = loaded
    X, Y = tt.encode_names(_data.split.val, vocab, model.cfg.block_size)
    return tt.head_stats(model, X, Y)


@st.cache_data(show_spinner=False)
@runtime.heavy
def val_perplexities(digest: str, _data: BigramData, mlp_fingerprint: str | None) -> dict:
    """Validation perplexity of the count table, the MLP (if shipped) and the transformer, computed now."""
    out = {"count": _data.evaluate(bigram_probs(digest, 1.0, _data), "val").perplexity,
           "n": len(_data.pairs["val"][0])}
    loaded = tiny_model()
    if loaded is not None:
        model, _, vocab = loaded
        X, Y = tt.encode_names(_data.split.val, vocab, model.cfg.block_size)
        out["tiny"] = math.exp(tt.mean_nll(model, X, Y))
    if mlp_fingerprint is not None:
        try:
            params, vocab, _ = mlp.load(MLP_FILE)
        except FileNotFoundError:  # removed since the check above: the tab says it is not shipped
            params = None
        if params is not None:
            out["mlp"] = math.exp(mlp.evaluate(params, *mlp.windows(_data.split.val, vocab, 3)))
    return out


@st.cache_resource(show_spinner=False)
@runtime.heavy
def encoder():
    """The pretrained encoder, loaded once per process. Shared: never mutate."""
    return minilm.load()


def warm_tabs():
    """The attention page's tabs at their defaults, for the server's warm-up (``ui/warmup.py``; its first tab, the
    mechanism, reads no cache; the encoder is the sentences page's MiniLM, loaded by its warm-up): the chapter's
    sentence with d = 6 and k up to 1024 (scaling), the shipped transformer's head statistics (heads) and
    perplexities (trained on names), the pretrained encoder. Yields a step name after each step."""

    n_words, d, kmax = len(att.split_sentence(att.EXAMPLE)), 6, 1024      # the page's defaults (at_d, at_kmax)
    for scale in (True, False):
        saturation(n_words, d, kmax, scale)
    yield "saturation"
    names = default_word_list()
    data = bigram_data(names.digest, names.words)
    tiny_model()
    tiny_head_stats(names.digest, data)
    yield "tiny_head_stats"
    val_perplexities(names.digest, data, fingerprint(MLP_FILE))
    yield "val_perplexities"
    encoder()
    yield "encoder"
