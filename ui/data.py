"""The word list every character-level page works on, and the cached objects derived from it.

The active list is the bundled ``assets/names.txt`` unless the sidebar has a valid upload. Everything
derived from it is cached on the list's content digest (a plain string), so a rerun that does not change
the data costs nothing, and two visitors with the same data share the work.
"""
from __future__ import annotations

from pathlib import Path

import streamlit as st

from lm_core.counting.bigram import BigramData, probabilities
from lm_core.words import WordList, WordListError, load_word_list, parse_word_list

ASSETS = Path(__file__).resolve().parent.parent / "assets"
UPLOAD_KEY = "wordlist_file"


@st.cache_resource(show_spinner=False)
def default_word_list() -> WordList:
    return load_word_list(ASSETS / "names.txt")


@st.cache_resource(show_spinner=False, max_entries=16)
def _parse_upload(data: bytes, name: str) -> WordList:
    return parse_word_list(data, name)


def active_word_list() -> tuple[WordList, WordListError | None]:
    """(the list to use, the upload's problem if the upload was rejected and the default is used)."""
    upload = st.session_state.get(UPLOAD_KEY)
    if upload is None:
        return default_word_list(), None
    try:
        return _parse_upload(upload.getvalue(), upload.name), None
    except WordListError as err:
        return default_word_list(), err


def word_list() -> WordList:
    return active_word_list()[0]


@st.cache_resource(show_spinner=False, max_entries=8)
def bigram_data(digest: str, _words: tuple[str, ...]) -> BigramData:
    """Vocabulary, book split and training counts for the list with this digest. Shared: never mutate."""
    return BigramData.build(_words)


def active_bigram_data() -> BigramData:
    wl = word_list()
    return bigram_data(wl.digest, wl.words)


@st.cache_resource(show_spinner=False, max_entries=64)
def bigram_probs(digest: str, alpha: float, _data: BigramData):
    """Row-normalised (N + alpha) for the list with this digest. Shared: never mutate."""
    return probabilities(_data.N, alpha)
