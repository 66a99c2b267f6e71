"""Cached calls from the RNN-gradients page into lm_core (plain values in, plain values out)."""
from __future__ import annotations

import time
from dataclasses import replace

import streamlit as st
import torch

from lm_core.rnn import gated_cells as gc
from lm_core.rnn import rnn_jacobians as rj
from lm_core.rnn import rnn_padding as rp
from lm_core.rnn import rnn_training as rt
from lm_core.rnn import scan as sc
from ui import runtime

CLIP_S, CLIP_L = 1.1, 30          # the exploding recall task: W_hh = 1.1 × orthogonal, 30 steps


@st.cache_data(show_spinner=False, max_entries=64)
@runtime.heavy
def curve(cfg: rj.RNNConfig):
    start = time.perf_counter()
    result = rj.gradient_curve(cfg)
    return result, 1000 * (time.perf_counter() - start)


def gated(cfg: rj.RNNConfig, forget_bias: float):
    """LSTM/GRU curves on the inputs of ``cfg``. The inputs do not depend on W_hh's draw, s or the
    non-linearity, so those are normalised away and moving them does not recompute the gated cells."""
    return _gated(replace(cfg, s=1.0, draw="gaussian", nonlin="tanh"), forget_bias)


@st.cache_data(show_spinner=False, max_entries=32)
@runtime.heavy
def _gated(cfg: rj.RNNConfig, forget_bias: float):
    rnn = rj.build(cfg)
    return gc.gated_curves(rnn.x, min(cfg.hidden, 64), forget_bias, cfg.seed)


@st.cache_data(show_spinner=False, max_entries=16)
@runtime.heavy
def stream(length: int, seed_: int):
    gen = torch.Generator().manual_seed(seed_)
    w = gc.with_forget_bias(gc.init_weights(4, 8, 16, gen), 1.0)
    x = torch.randn(length, 8, generator=gen, dtype=torch.float64)
    return {fg: gc.endless_stream(w, x, forget_gate=fg) for fg in (False, True)}


@st.cache_data(show_spinner=False, max_entries=16)
def nn_lstm_forget_gate(seed_: int) -> tuple[float, float]:
    """σ of the forget-gate bias of a freshly built nn.LSTM(64, 128): its smallest and largest value."""
    with torch.random.fork_rng():
        torch.manual_seed(seed_)
        m = torch.nn.LSTM(64, 128)
    b = torch.sigmoid(m.bias_ih_l0[128:256] + m.bias_hh_l0[128:256]).detach()
    return float(b.min()), float(b.max())


@st.cache_data(show_spinner=False, max_entries=16)
@runtime.heavy
def clipping(tau: float, seed_: int):
    return (rt.clip_demo(tau, s=CLIP_S, length=CLIP_L, seed=seed_),
            rt.train_recall(None, s=CLIP_S, length=CLIP_L, seed=seed_),
            rt.train_recall(tau, s=CLIP_S, length=CLIP_L, seed=seed_))


@st.cache_data(show_spinner=False, max_entries=16)
@runtime.heavy
def truncation(T: int, seed_: int, length: int = 60):
    return (rt.truncated_input_gradients(length, T, seed=seed_).numpy(),
            rt.truncated_input_gradients(length, None, seed=seed_).numpy())


@st.cache_data(show_spinner=False, max_entries=16)
@runtime.heavy
def experiment(T: int, seed_: int):
    return [rt.delayed_copy(d, T, seed=seed_) for d in (max(1, T // 2 - 1), T + 4)]


@st.cache_data(show_spinner=False, max_entries=16)
@runtime.heavy
def gru_pair(seed_: int, length: int = 60):
    gen = torch.Generator().manual_seed(seed_)
    w = gc.init_weights(3, 8, 16, gen)
    x = torch.randn(length, 8, generator=gen, dtype=torch.float64)
    ours = gc.gru_run(w, x, "pytorch")
    with torch.no_grad():
        ref, _ = gc.load_into(torch.nn.GRU(8, 16).double(), w)(x[:, None, :])
    cho = gc.gru_run(w, x, "cho")
    return ((cho - ours).norm(dim=1).tolist(), float((ours - ref[:, 0]).abs().max()),
            ours.norm(dim=1).tolist())


@st.cache_data(show_spinner=False, max_entries=16)
@runtime.heavy
def padding(sentences: tuple, cell: str, seed_: int):
    return rp.padding_readouts(list(sentences), cell, seed=seed_)


@st.cache_data(show_spinner=False, max_entries=16)
@runtime.heavy
def scan_facts(seed_: int):
    ns = [2 ** i for i in range(1, 12)]
    gen = torch.Generator().manual_seed(seed_)
    rounds, errors = [], []
    for n in ns:
        a = torch.rand(n, 16, generator=gen, dtype=torch.float64)
        b = torch.randn(n, 16, generator=gen, dtype=torch.float64)
        h, r = sc.scan_parallel(a, b)
        rounds.append(r)
        errors.append(float((h - sc.scan_loop(a, b)).abs().max()))
    return ns, rounds, max(errors), sc.timings(ns[3:], seed=seed_)
