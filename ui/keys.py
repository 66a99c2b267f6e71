"""Session keys that more than one file reads or writes, declared once.

A key used by one file only stays a literal next to its widget. URL-mirrored controls are declared where their
widget is, as ``url_state("key", ...)`` or ``state.Param("key", ...)`` (``ui.present.known_keys`` finds the URL
keys there); when another file needs one of them it imports the ``Param`` (``neural.sections.MLP_K``,
``count_table.sections.ALPHA``) rather than spelling the key again.
"""
from __future__ import annotations

import streamlit as st

from lm_core import book

from .state import accept

# ---- values every layer reads: the app-wide seed (the sidebar's), projector mode (ui.present), the image format
PRESENT = "present"                  # projector mode's toggle and URL key
FORMATS = ("png", "svg")             # the image formats of every chart's camera button (ui.export)
FORMAT_KEY = "img"                   # URL parameter of the image format


def seed() -> int:
    """The app-wide random seed (the sidebar's control)."""
    return int(st.session_state.get("seed", book.SEED))


def projector() -> bool:
    """True in projector mode (the toggle's value, or on a first run the URL's ``present``): ``ui.present.active``."""
    if PRESENT in st.session_state:
        return bool(st.session_state[PRESENT])
    ok, value = accept(st.query_params.get(PRESENT, "false"), False)
    return bool(ok and value)


# ---- neural page: models trained live in this session, and the button requests that train them
NEURAL_NB = "neural_nb"              # ui.chapters.neural.cache.session_store: (digest, config) -> trained bigram
NEURAL_MLP = "neural_mlp"            # (digest, k, seed) -> the MLP trained now (read by the embeddings, the window)


def request(store: str) -> str:
    """The key a "train" button's callback writes (the wanted store key) and the section pops on the next run."""
    return f"{store}_request"


NEURAL_NB_REQUEST = request(NEURAL_NB)      # "neural_nb_request"
NEURAL_MLP_REQUEST = request(NEURAL_MLP)    # "neural_mlp_request"
