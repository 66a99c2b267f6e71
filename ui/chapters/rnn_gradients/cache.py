"""Cached calls from the RNN-gradients page into lm_core (plain values in, plain values out).

The experiments themselves are in ``lm_core/rnn/experiments.py``; here they are only cached per server."""
from __future__ import annotations

import streamlit as st

from lm_core.rnn import experiments as ex
from lm_core.rnn import rnn_jacobians as rj
from ui import runtime

CLIP_S, CLIP_L = ex.CLIP_S, ex.CLIP_L          # the exploding recall task: W_hh = 1.1 × orthogonal, 30 steps


@st.cache_data(show_spinner=False, max_entries=64)
@runtime.heavy
def curve(cfg: rj.RNNConfig):
    return ex.timed_curve(cfg)


def gated(cfg: rj.RNNConfig, forget_bias: float):
    """LSTM/GRU curves on the inputs of ``cfg``. The inputs do not depend on W_hh's draw, s or the
    non-linearity, so those are normalised away and moving them does not recompute the gated cells."""
    return _gated(ex.gated_inputs(cfg), forget_bias)


@st.cache_data(show_spinner=False, max_entries=32)
@runtime.heavy
def _gated(cfg: rj.RNNConfig, forget_bias: float):
    return ex.gated(cfg, forget_bias)


@st.cache_data(show_spinner=False, max_entries=16)
@runtime.heavy
def stream(length: int, seed_: int):
    return ex.stream(length, seed_)


@st.cache_data(show_spinner=False, max_entries=16)
def nn_lstm_forget_gate(seed_: int) -> tuple[float, float]:
    """σ of the forget-gate bias of a freshly built nn.LSTM(64, 128): its smallest and largest value."""
    return ex.nn_lstm_forget_gate(seed_)


@st.cache_data(show_spinner=False, max_entries=16)
@runtime.heavy
def clipping(tau: float, seed_: int):
    return ex.clipping(tau, seed_)


@st.cache_data(show_spinner=False, max_entries=16)
@runtime.heavy
def truncation(T: int, seed_: int, length: int = 60):
    return ex.truncation(T, seed_, length)


@st.cache_data(show_spinner=False, max_entries=16)
@runtime.heavy
def experiment(T: int, seed_: int):
    return ex.delayed_copy(T, seed_)


@st.cache_data(show_spinner=False, max_entries=16)
@runtime.heavy
def gru_pair(seed_: int, length: int = 60):
    return ex.gru_pair(seed_, length)


@st.cache_data(show_spinner=False, max_entries=16)
@runtime.heavy
def padding(sentences: tuple, cell: str, seed_: int):
    return ex.padding(sentences, cell, seed_)


@st.cache_data(show_spinner=False, max_entries=16)
@runtime.heavy
def scan_facts(seed_: int):
    return ex.scan_facts(seed_)
