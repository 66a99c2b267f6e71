"""The start page's cached work, in one place (keyed on the word list's content digest and plain values)."""
from __future__ import annotations

import streamlit as st

from lm_core.counting.markov import MarkovStep, markov_step
from lm_core.counting.bigram import chain_rule
from lm_core.counting.markov import showcase_step
from lm_core.counting.name_check import check_name
from ui.data import bigram_data, bigram_probs, default_word_list


@st.cache_data(show_spinner=False, max_entries=256)
def exact_vs_bigram(digest: str, word: str, step: int, bigram_prob: float, _train: tuple[str, ...]) -> MarkovStep:
    """The exact (prefix) factor and the bigram factor of one step of ``word`` over the training names."""
    return markov_step(_train, word, step, bigram_prob)


def warm():
    """The start page's default view, for the server's warm-up (``ui/warmup.py``): the bundled names' table and
    the default name's Markov step, with the page's own arguments. Yields a step name after each step."""

    wl = default_word_list()
    data = bigram_data(wl.digest, wl.words)
    yield "bigram_data"
    default_name = "emma" if not data.vocab.unknown("emma") else wl.words[0]      # as the page picks it
    word = check_name(default_name, frozenset(data.vocab.itos))
    factors = chain_rule(bigram_probs(wl.digest, 1.0, data), data.vocab, word)
    step = showcase_step(word)
    exact_vs_bigram(wl.digest, word, step, factors[step - 1].prob, tuple(data.split.train))
    yield "exact_vs_bigram"
