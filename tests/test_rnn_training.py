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


# ---------------------------------------------------------- mutation survivors (issue 45): written-out references
@pytest.mark.parametrize("nonlin", ["tanh", "none"])
def test_tiny_rnn_is_the_elman_step_written_out(nonlin):
    """h_t = φ(W_hh h_{t−1} + W_xh x_t), φ = tanh or the identity, from h_0 = 0, with a plain loop over units."""
    model = rt.TinyRNN(3, 2, 1.5, nonlin, torch.Generator().manual_seed(4))
    x = 2 * torch.randn(2, 5, 2, generator=torch.Generator().manual_seed(5))
    W, U = model.W_hh.tolist(), model.W_xh.tolist()
    for b in range(2):
        h = [0.0] * 3
        for t in range(5):
            pre = [sum(W[i][j] * h[j] for j in range(3)) + sum(U[i][j] * float(x[b, t, j]) for j in range(2))
                   for i in range(3)]
            h = [math.tanh(p) for p in pre] if nonlin == "tanh" else pre
        assert model(x)[b].tolist() == pytest.approx(h, rel=1e-5, abs=1e-6)


def _recall_reference(s, length, seed, clip=None, steps=1, lr=0.05):
    """The exploding recall task written out: a linear RNN of 16 units, W_hh = s × orthogonal, W_xh ~ N(0, 1),
    w_out ~ N(0, 1/16); 32 random sequences a step, the target the first input; MSE; plain SGD on the gradient
    clipped to τ (g·τ/‖g‖ when ‖g‖ > τ). Returns the losses and raw gradient norms per step."""
    from lm_core.rnn.rnn_jacobians import draw_whh

    gen = torch.Generator().manual_seed(seed)
    W = draw_whh(16, "orthogonal", s, gen).float().requires_grad_()
    U = torch.randn(16, 1, generator=gen).requires_grad_()
    v = (torch.randn(16, generator=gen) / 4).requires_grad_()
    losses, norms = [], []
    for _ in range(steps):
        x = torch.randn(32, length, 1, generator=gen)
        h = torch.zeros(32, 16)
        for t in range(length):
            h = h @ W.T + x[:, t] @ U.T
        loss = ((h @ v - x[:, 0, 0]) ** 2).mean()
        grads = torch.autograd.grad(loss, [W, U, v])
        norm = math.sqrt(sum(float((g ** 2).sum()) for g in grads))
        scale = min(1.0, clip / norm) if clip is not None else 1.0
        with torch.no_grad():
            for p, g in zip((W, U, v), grads):
                p -= lr * scale * g
        losses.append(loss.item()), norms.append(norm)
    return losses, norms


@pytest.mark.parametrize("kw", [{}, dict(s=0.9, length=12, seed=3)])
def test_clip_demo_and_training_are_the_recall_task_written_out(kw):
    """The clipping demo is one gradient of the recall task, the first of the training run (page: "same seed"):
    both against the task written out, at the defaults (s = 1.1, 30 steps, seed 0) and elsewhere."""
    s, length, seed = kw.get("s", 1.1), kw.get("length", 30), kw.get("seed", 0)
    losses, norms = _recall_reference(s, length, seed)
    assert rt.clip_demo(1.0, **kw).norm_before == pytest.approx(norms[0], rel=1e-4)
    run = rt.train_recall(None, steps=1, **kw)
    assert run["loss"] == pytest.approx(losses, rel=1e-4)
    assert run["grad_norm"] == pytest.approx(norms, rel=1e-4)


@pytest.mark.parametrize("tau", [0.5, 1e9])
def test_training_steps_along_the_clipped_gradient(tau):
    """Three SGD steps: the loss and the raw (unclipped) gradient norm of each against the written-out task."""
    losses, norms = _recall_reference(0.9, 10, 2, clip=tau, steps=3)
    run = rt.train_recall(tau, s=0.9, length=10, steps=3, seed=2)
    assert run["loss"] == pytest.approx(losses, rel=1e-4)
    assert run["grad_norm"] == pytest.approx(norms, rel=1e-4)


@pytest.mark.parametrize("delay, T", [(1, 4), (3, 4), (6, 4)])
def test_delayed_copy_target_is_the_bit_delay_steps_back(delay, T):
    """The first chunk's loss: a GRU of 24 units (nn.GRU and nn.Linear from torch.manual_seed(seed)) reads 32 random
    streams (bits drawn from the seed's generator: `delay` bits of history, then T new ones); at step t of the chunk
    the target is the bit `delay` steps back, picked here from the stream by a plain loop, the history included."""
    seed = 5
    gen = torch.Generator().manual_seed(seed)
    with torch.random.fork_rng():
        torch.manual_seed(seed)
        gru, out = torch.nn.GRU(1, 24, batch_first=True), torch.nn.Linear(24, 1)
    history = (torch.rand(32, delay, generator=gen) < 0.5).float()
    new = (torch.rand(32, T, generator=gen) < 0.5).float()
    target = torch.tensor([[(history[b].tolist() + new[b].tolist())[delay + t - delay] for t in range(T)]
                           for b in range(32)])
    with torch.no_grad():
        y, _ = gru((2 * new - 1)[..., None])
        loss = torch.nn.functional.binary_cross_entropy_with_logits(out(y)[..., 0], target)
    assert rt.delayed_copy(delay, T, steps=1, seed=seed).losses == pytest.approx([loss.item()], rel=1e-5)


@pytest.mark.parametrize("n", [1, 2, 5])
def test_scan_loop_starts_from_zero_state(n):
    """Without h0 the recurrence starts at h_0 = 0: h_1 = b_1, then h_t = a_t h_{t−1} + b_t (a plain loop)."""
    a = torch.rand(n, 3, generator=torch.Generator().manual_seed(n), dtype=torch.float64)
    b = torch.randn(n, 3, generator=torch.Generator().manual_seed(n + 10), dtype=torch.float64)
    h, ref = [0.0] * 3, []
    for t in range(n):
        h = [float(a[t, i]) * h[i] + float(b[t, i]) for i in range(3)]
        ref += h
    assert sc.scan_loop(a, b).flatten().tolist() == pytest.approx(ref, rel=1e-12)
    assert sc.scan_parallel(a, b)[0].flatten().tolist() == pytest.approx(ref, rel=1e-12)
