"""Cached work behind the tokens page: the shipped corpus tables, the four scheme models, the names ladder.

Everything that is the same for every visitor is built once per server (``st.cache_resource``, keyed on plain
values). Per-visitor inputs (a typed sentence, the sidebar seed) go to small ``st.cache_data`` caches with
``max_entries``. Caches hold numbers, arrays and models, never figures.
"""
from __future__ import annotations

import json
import math
from pathlib import Path

import streamlit as st
import torch

from lm_core import char_rnn, names_ladder as nl, tiny_transformer
from lm_core import tokenize_compare as tc
from lm_core.bigram import probabilities, sample as bigram_sample, steps_to_word
from lm_core.tokens import trigram_alpha
from lm_core.mlp import load as mlp_load, sample as mlp_sample, weights_path
from ui.data import bigram_data, default_word_list
from ui import runtime

ROOT = Path(__file__).resolve().parent.parent
TOKENS = ROOT / "assets" / "tokens"
SCHEMES = ("chars", "words", "bpe512", "bpe2048")
LADDER = ("uniform", "bigram", "trigram", "mlp3", "gru", "transformer")
N_SAMPLES = 10
MAX_M = 6


@st.cache_resource(show_spinner=False)
def metrics() -> dict:
    """``assets/tokens/tokens_metrics.json``: corpus sizes, one row per tokenisation, λs, spellers."""
    return json.loads((TOKENS / "tokens_metrics.json").read_text())


def rows_by_scheme() -> dict[str, dict]:
    return {r["scheme"]: r for r in metrics()["rows"]}


@st.cache_resource(show_spinner=False)
@runtime.heavy
def scheme_models() -> dict[str, tc.SchemeModel]:
    """The four tokenisations of the table with their interpolated bigrams (read-only: never mutate)."""
    m, rows = metrics(), rows_by_scheme()
    return {s: tc.load_scheme(TOKENS, s, rows[s]["lambda"], m["spellers"][s]) for s in SCHEMES}


@st.cache_resource(show_spinner=False, max_entries=8)
def bpe_tokenizer(merges: int):
    """A shipped BPE tokenizer (``assets/tokens/bpe_<merges>.json``)."""
    from tokenizers import Tokenizer
    return Tokenizer.from_file(str(TOKENS / f"bpe_{merges}.json"))


@st.cache_data(show_spinner=False, max_entries=256)
def sentence_pieces(text: str) -> dict[str, list[tuple[str, float, bool]]]:
    """Scheme -> [(token text, bits, unknown)] for a normalised sentence."""
    return {s: [(p.text, p.bits, p.unknown) for p in model.pieces(text)] for s, model in scheme_models().items()}


@st.cache_data(show_spinner=False, max_entries=256)
def bpe_cut(text: str, merges: int) -> list[str]:
    """The sentence cut by a shipped BPE tokenizer of any size (boundaries only)."""
    return tc.bpe_tokens(bpe_tokenizer(merges), text)


def unseen_chars(text: str) -> list[str]:
    known = set(metrics()["spellers"]["chars"]["chars"])
    return list(dict.fromkeys(c for c in text if c not in known))


# ------------------------------------------------------------------------------------------- names ladder
@st.cache_resource(show_spinner=False)
def ladder_models() -> dict:
    """Data and every model of the ladder, loaded once per server (read-only)."""
    torch.set_num_threads(1)
    names = default_word_list()                        # the bundled names: the ladder never follows an upload
    data = bigram_data(names.digest, names.words)      # shared with the sidebar's cache
    choice = trigram_alpha.choose_alpha(data.split.train, data.vocab)     # α from a part of the training names
    alpha = choice.alpha
    mlp, _, _ = mlp_load(weights_path(ROOT / "assets" / "mlp", 3))
    gru, gru_info = char_rnn.load_shipped()
    tf, tf_info = tiny_transformer.load_shipped()
    return {"data": data, "P2": probabilities(data.N, 1.0),
            "P3": trigram_alpha.table(data.split.train, data.vocab, alpha), "alpha": alpha, "alpha_choice": choice,
            "mlp": mlp, "gru": gru, "gru_info": gru_info, "tf": tf, "tf_info": tf_info}


@st.cache_resource(show_spinner=False)
def ladder_scores() -> dict[str, tuple[float, int]]:
    """Model -> (validation NLL in nats per symbol, parameter count).

    The tables are scored here; the three networks' validation losses are read from the metrics their training
    scripts shipped (evaluating the GRU and the transformer takes seconds; the tests re-evaluate the shipped
    weights and check that they give exactly these numbers).
    """
    m = ladder_models()
    data, V = m["data"], len(m["data"].vocab)
    mlp_metrics = json.loads((ROOT / "assets" / "mlp" / "metrics.json").read_text())["models"]["3"]
    return {
        "uniform": (math.log(V), 0),
        "bigram": (data.evaluate(m["P2"], "val").mean_nll, V * V),
        "trigram": (nl.trigram_nll(m["P3"], data.split.val, data.vocab), V ** 3),
        "mlp3": (mlp_metrics["val_loss"], m["mlp"].count()),
        "gru": (m["gru_info"]["mean_nll"]["val"], m["gru"].n_params()),
        "transformer": (m["tf_info"]["mean_nll"]["val"], m["tf"].n_params()),
    }


@st.cache_data(show_spinner=False, max_entries=64)
def ladder_samples(seed: int) -> dict[str, list[str]]:
    """Ten names from every model, each model drawing from its own generator seeded with ``seed``."""
    m = ladder_models()
    vocab = m["data"].vocab
    g = lambda: torch.Generator().manual_seed(seed)   # noqa: E731
    return {
        "uniform": nl.uniform_sample(vocab, N_SAMPLES, g()),
        "bigram": [steps_to_word(s) for s in bigram_sample(m["P2"], vocab, N_SAMPLES, g())],
        "trigram": nl.trigram_sample(m["P3"], vocab, N_SAMPLES, g()),
        "mlp3": mlp_sample(m["mlp"], vocab, N_SAMPLES, g()),
        "gru": char_rnn.sample(m["gru"], vocab, N_SAMPLES, g()),
        "transformer": nl.transformer_sample(m["tf"], vocab, N_SAMPLES, g()),
    }


@st.cache_resource(show_spinner=False)
def coverage_table() -> list[nl.Coverage]:
    """Contexts of length 1..6 on the book's split: seen in training, new in validation."""
    data = ladder_models()["data"]
    return [nl.coverage(data.split.train, data.split.val, data.vocab, m) for m in range(1, MAX_M + 1)]
