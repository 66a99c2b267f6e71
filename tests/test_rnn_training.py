"""Clipping, truncated BPTT and the parallel scan."""
import math

import numpy as np
import pytest
import torch

from lm_core.rnn import rnn_training as rt
from lm_core.rnn import scan as sc


@pytest.mark.parametrize("tau", [0.5, 1.0, 1e12])
def test_clipping_keeps_direction_and_caps_norm(tau):
    d = rt.clip_demo(tau)
    assert d.cosine == pytest.approx(1.0, abs=1e-5)
    assert d.norm_after == pytest.approx(min(tau, d.norm_before), rel=1e-4)
    if tau < d.norm_before:
        ratio = d.norm_after / d.norm_before
        assert np.allclose(np.array(d.after), ratio * np.array(d.before), rtol=1e-4)


def test_clipping_cures_the_explosion():
    raw = rt.train_recall(None)
    clipped = rt.train_recall(1.0)
    assert any(math.isnan(v) for v in raw["loss"])                   # unclipped run diverges
    assert all(math.isfinite(v) for v in clipped["loss"])
    assert clipped["loss"][-1] < clipped["loss"][0] / 100


def test_clipping_does_not_touch_a_gradient_below_the_threshold():
    """Our clipping demo leaves a gradient shorter than τ exactly as it is (the page's "only the long ones")."""
    norm = rt.clip_demo(1.0).norm_before
    d = rt.clip_demo(2 * norm)
    assert d.norm_before == norm and d.after == d.before and d.norm_after == d.norm_before


@pytest.mark.parametrize("T", [4, 7, 16, 25])
def test_no_gradient_crosses_the_truncation_boundary(T):
    g = rt.truncated_input_gradients(60, T)
    b = rt.last_boundary(60, T)
    assert torch.all(g[:, :b] == 0)
    assert torch.all(g[:, b:].sum(0) > 0)
    full = rt.truncated_input_gradients(60, None)
    assert torch.all(full.sum(0) > 0)
    assert torch.allclose(full[:, b:], g[:, b:])                     # inside the last chunk nothing changes


def test_forward_state_still_flows_across_boundaries():
    gen = torch.Generator().manual_seed(0)
    model = rt.TinyRNN(8, 3, 1.0, "tanh", gen)
    x = torch.randn(2, 30, 3, generator=gen)
    assert torch.equal(model(x, detach_every=5), model(x))


@pytest.mark.slow
def test_adam_matches_torch_adam():
    """(slow only because torch.optim takes seconds to import the first time)"""
    w0 = torch.randn(5, generator=torch.Generator().manual_seed(1))
    a, b = w0.clone().requires_grad_(), w0.clone().requires_grad_()
    mine, ref = rt.Adam([a], lr=0.1), torch.optim.Adam([b], lr=0.1)
    for _ in range(5):
        mine.step(torch.autograd.grad((a ** 2).sum(), [a]))
        ref.zero_grad()
        (b ** 2).sum().backward()
        ref.step()
    assert torch.allclose(a, b, atol=1e-6)


@pytest.mark.slow
def test_dependency_longer_than_the_chunk_is_not_learned():
    short, long_ = rt.delayed_copy(3, 8), rt.delayed_copy(12, 8)
    assert short.accuracy > 0.95
    assert abs(long_.accuracy - 0.5) < 0.08


@pytest.mark.parametrize("n", [1, 2, 3, 7, 8, 9, 100, 1024, 1025])
def test_scan_equals_loop_in_ceil_log2_rounds(n):
    gen = torch.Generator().manual_seed(n)
    a, b = torch.rand(n, 4, generator=gen, dtype=torch.float64), torch.randn(n, 4, generator=gen, dtype=torch.float64)
    h0 = torch.randn(4, generator=gen, dtype=torch.float64)
    h, rounds = sc.scan_parallel(a, b, h0)
    assert torch.allclose(h, sc.scan_loop(a, b, h0), atol=1e-12)
    assert rounds == sc.rounds_needed(n) == (math.ceil(math.log2(n)) if n > 1 else 0)


def test_cost_crossover_at_n_equals_d():
    d = 256
    assert sc.cost_attention(d - 1, d) < sc.cost_recurrence(d - 1, d)
    assert sc.cost_attention(d, d) == sc.cost_recurrence(d, d)
    assert sc.cost_attention(d + 1, d) > sc.cost_recurrence(d + 1, d)
