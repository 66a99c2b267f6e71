"""The start page's cached work, in one place (keyed on the word list's content digest and plain values)."""
from __future__ import annotations

import streamlit as st

from lm_core.counting.markov import MarkovStep, markov_step


@st.cache_data(show_spinner=False, max_entries=256)
def exact_vs_bigram(digest: str, word: str, step: int, bigram_prob: float, _train: tuple[str, ...]) -> MarkovStep:
    """The exact (prefix) factor and the bigram factor of one step of ``word`` over the training names."""
    return markov_step(_train, word, step, bigram_prob)
