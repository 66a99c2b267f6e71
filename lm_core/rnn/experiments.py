"""The RNN-gradients page's experiments, as plain functions of plain values (the page caches them in
``ui/chapters/rnn_gradients/cache.py``; nothing here knows about Streamlit).

Each function builds its inputs from a seed, runs one of ``lm_core.rnn``'s models and returns numbers, lists or
arrays: the same ones the page shows.
"""
from __future__ import annotations

import time
from dataclasses import replace

import torch

from lm_core.rnn import gated_cells as gc
from lm_core.rnn import rnn_jacobians as rj
from lm_core.rnn import rnn_padding as rp
from lm_core.rnn import rnn_training as rt
from lm_core.rnn import scan as sc

CLIP_S, CLIP_L = 1.1, 30          # the exploding recall task: W_hh = 1.1 × orthogonal, 30 steps


def timed_curve(cfg: rj.RNNConfig):
    """(the Jacobian-norm curve of ``cfg``, the milliseconds it took)."""
    start = time.perf_counter()
    result = rj.gradient_curve(cfg)
    return result, 1000 * (time.perf_counter() - start)


def gated_inputs(cfg: rj.RNNConfig) -> rj.RNNConfig:
    """``cfg`` with what the gated cells do not depend on normalised away (W_hh's draw, s, the non-linearity):
    the LSTM/GRU curves read only the inputs, so moving those does not recompute them."""
    return replace(cfg, s=1.0, draw="gaussian", nonlin="tanh")


def gated(cfg: rj.RNNConfig, forget_bias: float):
    """LSTM/GRU curves on the inputs of ``cfg`` (at most 64 hidden units)."""
    rnn = rj.build(cfg)
    return gc.gated_curves(rnn.x, min(cfg.hidden, 64), forget_bias, cfg.seed)


def stream(length: int, seed: int) -> dict:
    """An LSTM cell fed an endless stream of ``length`` steps, without (False) and with (True) a forget gate."""
    gen = torch.Generator().manual_seed(seed)
    w = gc.with_forget_bias(gc.init_weights(4, 8, 16, gen), 1.0)
    x = torch.randn(length, 8, generator=gen, dtype=torch.float64)
    return {fg: gc.endless_stream(w, x, forget_gate=fg) for fg in (False, True)}


def nn_lstm_forget_gate(seed: int) -> tuple[float, float]:
    """σ of the forget-gate bias of a freshly built nn.LSTM(64, 128): its smallest and largest value."""
    with torch.random.fork_rng():
        torch.manual_seed(seed)
        m = torch.nn.LSTM(64, 128)
    b = torch.sigmoid(m.bias_ih_l0[128:256] + m.bias_hh_l0[128:256]).detach()
    return float(b.min()), float(b.max())


def clipping(tau: float, seed: int):
    """(one clipped step, training without clipping, training clipped at ``tau``) on the exploding recall task."""
    return (rt.clip_demo(tau, s=CLIP_S, length=CLIP_L, seed=seed),
            rt.train_recall(None, s=CLIP_S, length=CLIP_L, seed=seed),
            rt.train_recall(tau, s=CLIP_S, length=CLIP_L, seed=seed))


def truncation(T: int, seed: int, length: int = 60):
    """Input gradients (numpy) with backpropagation truncated at ``T`` steps, and without truncation."""
    return (rt.truncated_input_gradients(length, T, seed=seed).numpy(),
            rt.truncated_input_gradients(length, None, seed=seed).numpy())


def delayed_copy(T: int, seed: int):
    """The delayed-copy task trained with truncation ``T``: one delay inside the window, one beyond it."""
    return [rt.delayed_copy(d, T, seed=seed) for d in (max(1, T // 2 - 1), T + 4)]


def gru_pair(seed: int, length: int = 60):
    """PyTorch's GRU convention against Cho et al.'s on the same weights: (per-step gap, largest difference from
    ``nn.GRU``, per-step norm of the hidden state)."""
    gen = torch.Generator().manual_seed(seed)
    w = gc.init_weights(3, 8, 16, gen)
    x = torch.randn(length, 8, generator=gen, dtype=torch.float64)
    ours = gc.gru_run(w, x, "pytorch")
    with torch.no_grad():
        ref, _ = gc.load_into(torch.nn.GRU(8, 16).double(), w)(x[:, None, :])
    cho = gc.gru_run(w, x, "cho")
    return ((cho - ours).norm(dim=1).tolist(), float((ours - ref[:, 0]).abs().max()),
            ours.norm(dim=1).tolist())


def padding(sentences: tuple, cell: str, seed: int):
    """What each read-out of a padded batch gives (``rnn_padding.padding_readouts``)."""
    return rp.padding_readouts(list(sentences), cell, seed=seed)


def scan_facts(seed: int):
    """The parallel scan against the loop: (lengths, rounds per length, largest difference, timings)."""
    ns = [2 ** i for i in range(1, 12)]
    gen = torch.Generator().manual_seed(seed)
    rounds, errors = [], []
    for n in ns:
        a = torch.rand(n, 16, generator=gen, dtype=torch.float64)
        b = torch.randn(n, 16, generator=gen, dtype=torch.float64)
        h, r = sc.scan_parallel(a, b)
        rounds.append(r)
        errors.append(float((h - sc.scan_loop(a, b)).abs().max()))
    return ns, rounds, max(errors), sc.timings(ns[3:], seed=seed)
