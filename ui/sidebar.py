"""The sidebar every page shares: language, seed, naming toggle, and the word list."""
from __future__ import annotations

import streamlit as st

from lm_core import book
from lm_core.words import MAX_BYTES, MAX_WORDS

from . import export
from .data import UPLOAD_KEY, active_word_list, bigram_data
from .i18n import LANGUAGES, NAMINGS, browser_language, t
from .inputs import literal
from .keys import seed  # noqa: F401  (the sidebar's control; ui.keys holds its reader)
from .state import url_state

SEED_MAX = 2**31 - 1      # the largest seed torch.Generator.manual_seed takes as a non-negative int32


def render() -> None:
    with st.sidebar:
        st.subheader(t("common.sidebar.settings"))
        if len(LANGUAGES) > 1:
            st.selectbox(t("common.sidebar.language"), list(LANGUAGES), format_func=LANGUAGES.get,
                         key=url_state("lang", browser_language(), choices=list(LANGUAGES)))
        st.number_input(t("common.sidebar.seed"), min_value=0, max_value=SEED_MAX, step=1,
                        key=url_state("seed", book.SEED, lo=0, hi=SEED_MAX),
                        help=t("common.sidebar.seed_help", seed=book.SEED))
        # A dict made during the run, not a lambda calling t(): AppTest calls format_func again between runs,
        # outside any session, where t() would not know the language and give English labels.
        naming_labels = {v: t(f"common.sidebar.naming.{v}") for v in NAMINGS}
        st.radio(t("common.sidebar.naming"), NAMINGS, format_func=naming_labels.get,
                 key=url_state("naming", "ml", choices=NAMINGS), help=t("common.sidebar.naming_help"))

        st.subheader(t("common.sidebar.data"))
        st.file_uploader(t("common.sidebar.upload"), type=["txt", "csv", "tsv"], key=UPLOAD_KEY,
                         help=t("common.sidebar.upload_help", limit_mb=MAX_BYTES // 1_000_000, max_words=MAX_WORDS))
        wl, err = active_word_list()
        if err is not None:
            st.error(t(f"common.data.err.{err.code}", **err.params))
        vocab = bigram_data(wl.digest, wl.words).vocab
        st.caption(t("common.sidebar.using", name=literal(wl.name), n=len(wl), v=len(vocab), letters=len(vocab) - 1))
        if wl.dropped:
            with st.expander(t("common.sidebar.dropped", n=len(wl.dropped))):
                st.markdown("\n".join(
                    "- " + t("common.sidebar.dropped_line", line=line, text=literal(text),
                             reason=t(f"common.data.reason.{reason}"))
                    for line, text, reason in wl.dropped[:50]))
        st.caption(t("common.sidebar.share"))
        export.controls()
