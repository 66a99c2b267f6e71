"""The RNN page's experiments live in lm_core (lm_core/rnn/experiments.py); the page's cache only caches them."""
import math

import pytest
import torch

from lm_core.rnn import experiments as ex
from lm_core.rnn import rnn_jacobians as rj
from ui.chapters.rnn_gradients import cache as rc


def test_the_cache_gives_exactly_what_the_experiments_give():
    assert rc.nn_lstm_forget_gate(3) == ex.nn_lstm_forget_gate(3)
    assert rc.gru_pair(3, 20) == ex.gru_pair(3, 20)
    a, b = rc.stream(250, 3), ex.stream(250, 3)
    assert set(a) == {False, True} and all(a[k][name] == b[k][name] for k in a for name in a[k])
    cfg = rj.RNNConfig(hidden=16, length=20, draw="gaussian", s=1.5, nonlin="relu", input_scale=1.0, seed=3)
    gated_cfg = ex.gated_inputs(cfg)
    assert (gated_cfg.s, gated_cfg.draw, gated_cfg.nonlin) == (1.0, "gaussian", "tanh")
    assert gated_cfg.hidden == 16 and gated_cfg.length == 20 and gated_cfg.seed == 3
    assert rc.gated(cfg, 1.0).gru == ex.gated(gated_cfg, 1.0).gru
    assert (rc.CLIP_S, rc.CLIP_L) == (ex.CLIP_S, ex.CLIP_L)


def test_nn_lstm_forget_gate_is_sigma_of_pytorchs_own_bias():
    lo, hi = ex.nn_lstm_forget_gate(5)
    torch.manual_seed(5)
    m = torch.nn.LSTM(64, 128)
    sig = torch.sigmoid(m.bias_ih_l0[128:256] + m.bias_hh_l0[128:256]).detach()
    assert (lo, hi) == (float(sig.min()), float(sig.max()))
    assert 0 < lo < 0.5 < hi < 1                        # PyTorch's default biases are small: σ stays near 1/2


def test_gru_pair_matches_nn_gru_and_the_two_conventions_differ():
    gap, match, norm = ex.gru_pair(7, 30)
    assert len(gap) == len(norm) == 30
    assert match < 1e-12                                # our PyTorch-convention GRU is nn.GRU
    assert max(gap) > 1e-3 and all(math.isfinite(v) for v in norm)


def test_scan_facts_agree_with_the_loop():
    ns, rounds, err, times = ex.scan_facts(1)
    assert ns == [2 ** i for i in range(1, 12)]
    assert rounds == [math.ceil(math.log2(n)) for n in ns]            # doubling: log2(n) rounds
    assert err < 1e-9
    assert len(times["loop_ms"]) == len(times["scan_ms"]) == len(ns) - 3


@pytest.mark.parametrize("T", [6])
def test_delayed_copy_has_one_delay_inside_the_window_and_one_beyond(T):
    runs = ex.delayed_copy(T, 1)
    assert [r.delay for r in runs] == [max(1, T // 2 - 1), T + 4]
