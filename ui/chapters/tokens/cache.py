"""Cached work behind the tokens page: the shipped corpus tables, the four scheme models, the names ladder.

Everything that is the same for every visitor is built once per server (``st.cache_resource``, keyed on plain
values). Per-visitor inputs (a typed sentence, the sidebar seed) go to small ``st.cache_data`` caches with
``max_entries``. Caches hold numbers, arrays and models, never figures.
"""
from __future__ import annotations

import json
from pathlib import Path

import streamlit as st
import torch

from lm_core.rnn import char_rnn
from lm_core.tokens import names_ladder as nl
from lm_core.attention import tiny_transformer
from lm_core.tokens import tokenize_compare as tc
from lm_core.counting.bigram import probabilities
from lm_core.neural.mlp import load as mlp_load, weights_path
from lm_core.tokens import models as nm
from lm_core.tokens import trigram_alpha as tri_alpha
from ui.data import bigram_data, default_word_list
from ui import runtime
from lm_core import book
from ui.i18n import LANGUAGES, lookup

ROOT = Path(__file__).resolve().parents[3]
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
def trigram_alpha(data) -> tri_alpha.TrigramChoice:
    """The trigram rung's add-α smoothing: the best of the grid (``nl.TRIGRAM_ALPHAS``) on the last tenth of the
    training names, counted on the rest (``lm_core/tokens/trigram_alpha.py``): the validation names it is scored on
    play no part in the choice."""
    return tri_alpha.choose_alpha(data.split.train, data.vocab)


@st.cache_resource(show_spinner=False)
def ladder_sizes() -> tuple[int, int]:
    """(names, predictions) of the ladder's validation split (a name of n letters is n + 1 predictions), once per
    server: summing them walked every validation name on each page run."""
    val = ladder_models()["data"].split.val
    return len(val), sum(len(w) + 1 for w in val)


@st.cache_resource(show_spinner=False)
def ladder_models() -> dict:
    """Data and every model of the ladder, loaded once per server (read-only).

    ``models``: rung key -> :class:`lm_core.tokens.models.NameModel`, in the ladder's order (``LADDER``)."""
    torch.set_num_threads(1)
    names = default_word_list()                        # the bundled names: the ladder never follows an upload
    data = bigram_data(names.digest, names.words)      # shared with the sidebar's cache
    choice = trigram_alpha(data)                 # α from a part of the training names
    alpha = choice.alpha
    mlp, _, _ = mlp_load(weights_path(ROOT / "assets" / "mlp", 3))
    gru, gru_info = char_rnn.load_shipped()
    tf, tf_info = tiny_transformer.load_shipped()
    P2, P3, vocab = probabilities(data.N, 1.0), tri_alpha.table(data.split.train, data.vocab, alpha), data.vocab
    models = {"uniform": nm.Uniform(vocab), "bigram": nm.Bigram(P2, vocab), "trigram": nm.Trigram(P3, vocab),
              "mlp3": nm.MLP(mlp, vocab), "gru": nm.GRU(gru, vocab), "transformer": nm.Transformer(tf, vocab)}
    assert tuple(models) == LADDER, tuple(models)
    return {"data": data, "P2": P2, "P3": P3, "alpha": alpha, "alpha_choice": choice,
            "mlp": mlp, "gru": gru, "gru_info": gru_info, "tf": tf, "tf_info": tf_info, "models": models}


def shipped_val_nll() -> dict[str, float]:
    """The three networks' validation NLL as their training scripts measured and shipped it (rung key -> nats)."""
    m = ladder_models()
    mlp_metrics = json.loads((ROOT / "assets" / "mlp" / "metrics.json").read_text())["models"]["3"]
    return {"mlp3": mlp_metrics["val_loss"], "gru": m["gru_info"]["mean_nll"]["val"],
            "transformer": m["tf_info"]["mean_nll"]["val"]}


@st.cache_resource(show_spinner=False)
def ladder_scores() -> dict[str, tuple[float, int]]:
    """Model -> (validation NLL in nats per symbol, parameter count).

    The tables are scored here; the three networks' validation losses are read from the metrics their training
    scripts shipped (evaluating the GRU and the transformer takes seconds; the tests re-evaluate the shipped
    weights and check that they give exactly these numbers).
    """
    m = ladder_models()
    val, shipped = m["data"].split.val, shipped_val_nll()
    return {key: (shipped[key] if key in shipped else model.mean_nll(val), model.n_params())
            for key, model in m["models"].items()}


@st.cache_data(show_spinner=False, max_entries=64)
def ladder_samples(seed: int) -> dict[str, list[str]]:
    """Ten names from every model, each model drawing from its own generator seeded with ``seed``."""
    return {key: model.sample(torch.Generator().manual_seed(seed), N_SAMPLES)
            for key, model in ladder_models()["models"].items()}


@st.cache_resource(show_spinner=False)
def coverage_table() -> list[nl.Coverage]:
    """Contexts of length 1..6 on the book's split: seen in training, new in validation."""
    data = ladder_models()["data"]
    return [nl.coverage(data.split.train, data.split.val, data.vocab, m) for m in range(1, MAX_M + 1)]


def warm():
    """The tokens page's default view, for the server's warm-up (``ui/warmup.py``): the four schemes and the
    default sentence (in every language's default), BPE-512, the names ladder at the book's seed, the contexts'
    coverage. Yields a step name after each step."""

    metrics()
    scheme_models()
    yield "scheme_models"
    for text in dict.fromkeys(lookup("tokens.s.default", lang) for lang in LANGUAGES):
        try:
            sentence = tc.check_sentence(text)
        except tc.SentenceError:                       # the page shows the message instead
            continue
        sentence_pieces(sentence)
        bpe_cut(sentence, 512)
    yield "sentence"
    ladder_models()
    ladder_sizes()
    yield "ladder_models"
    ladder_scores()
    ladder_samples(book.SEED)
    yield "ladder"
    coverage_table()
    yield "coverage_table"
