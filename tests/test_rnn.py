"""The Elman RNN's Jacobians: batched autograd vs the explicit product, the bound, and the facts the page claims."""
import math

import numpy as np
import pytest
import torch

from lm_core.rnn import rnn_jacobians as rj


def cfg(**kw):
    base = dict(hidden=32, length=60, seed=7)
    base.update(kw)
    return rj.RNNConfig(**base)


@pytest.mark.parametrize("draw", rj.DRAWS)
@pytest.mark.parametrize("nonlin", rj.NONLINS)
def test_batched_autograd_equals_explicit_product(draw, nonlin):
    rnn = rj.build(cfg(draw=draw, nonlin=nonlin, s=1.3))
    J = rj.all_k_jacobians(rnn.step, rnn.h[0], 60).flip(0)          # J[k] = ∂h_T/∂h_{T−k}
    P = rj.explicit_products(rnn)
    scale = P.abs().amax(dim=(1, 2), keepdim=True)
    assert torch.allclose(J / scale, P / scale, atol=1e-12)
    assert torch.equal(J[0], torch.eye(32, dtype=J.dtype))


@pytest.mark.parametrize("hidden", [16, rj.ONE_PASS, 128])
def test_the_page_norms_are_the_same_in_one_pass_or_sixteen_rows_at_a_time(hidden):
    """jacobian_norms sends every basis vector back at once for a state of at most ONE_PASS units: the matrices are
    the same bit for bit as sixteen rows at a time, and their norms the explicit product's."""
    rnn = rj.build(cfg(hidden=hidden, length=40, s=1.2))
    in_rows = rj.spectral_norms(rj.all_k_jacobians(rnn.step, rnn.h[0], 40, rows=16).flip(0))
    assert torch.equal(rj.jacobian_norms(rnn), in_rows)
    assert torch.allclose(in_rows, rj.spectral_norms(rj.explicit_products(rnn)), rtol=1e-10)


def test_autograd_matches_torch_func_jacobian_for_one_k():
    """An independent reference: torch.autograd.functional.jacobian of h_T as a function of h_{T−k}."""
    rnn = rj.build(cfg(length=20))
    k = 7

    def from_state(h):
        for t in range(20 - k + 1, 21):
            h = rnn.step(h, t)
        return h
    ref = torch.autograd.functional.jacobian(from_state, rnn.h[20 - k])
    J = rj.all_k_jacobians(rnn.step, rnn.h[0], 20)
    assert torch.allclose(J[20 - k], ref, atol=1e-12)


def test_spectral_norms_match_linalg():
    M = torch.randn(5, 9, 9, generator=torch.Generator().manual_seed(0), dtype=torch.float64)
    assert torch.allclose(rj.spectral_norms(M), torch.linalg.matrix_norm(M, ord=2))


@pytest.mark.parametrize("draw", rj.DRAWS)
@pytest.mark.parametrize("nonlin", rj.NONLINS)
@pytest.mark.parametrize("s", [0.8, 1.5, 2.5])
def test_bound_always_holds(draw, nonlin, s):
    c = rj.gradient_curve(cfg(draw=draw, nonlin=nonlin, s=s, input_scale=1.5))
    assert math.isclose(c.spectral_norm, s, rel_tol=1e-9)
    for measured, bound in zip(c.norms, c.bound):
        assert measured <= bound * (1 + 1e-9)


@pytest.mark.parametrize("s", [0.5, 1.5])
@pytest.mark.parametrize("theta", [0.3, 1.2, 2.5])
def test_spectral_radius_of_a_scaled_rotation_is_s(s, theta):
    """A rotation by θ scaled by s has eigenvalues s·e^{±iθ}: modulus s, real part s·cos θ < s."""
    R = s * torch.tensor([[math.cos(theta), -math.sin(theta)], [math.sin(theta), math.cos(theta)]],
                         dtype=torch.float64)                                                     # (2, 2)
    assert rj.spectral_radius(R) == pytest.approx(s, rel=1e-12)
    # block-diagonal: two rotations, no real eigenvalue anywhere; the largest modulus is the larger scale
    W = torch.block_diag(R, 0.4 * R)                                                                # (4, 4)
    assert rj.spectral_radius(W) == pytest.approx(s, rel=1e-12)


@pytest.mark.parametrize("draw", rj.DRAWS)
@pytest.mark.parametrize("seed", [0, 1, rj.RNNConfig().seed])
def test_spectral_radius_matches_numpy(draw, seed):
    """Independent reference: numpy's eigenvalues of the same drawn matrix (mostly complex pairs)."""
    W = rj.draw_whh(64, draw, 1.5, torch.Generator().manual_seed(seed))
    ref = float(np.abs(np.linalg.eigvals(W.numpy())).max())
    assert rj.spectral_radius(W) == pytest.approx(ref, rel=1e-10)


def test_page_default_spectral_radius_is_the_modulus():
    """The page's default draw (Gaussian, s = 1): the radius it shows is numpy's max |λ|, not max Re λ."""
    c = rj.gradient_curve(rj.RNNConfig())
    W = rj.build(rj.RNNConfig()).W_hh.numpy()
    eig = np.linalg.eigvals(W)
    assert c.spectral_radius == pytest.approx(float(np.abs(eig).max()), rel=1e-10)
    assert np.abs(eig).max() > eig.real.max() + 0.01          # this draw tells the two apart


def test_gaussian_radius_is_about_half_the_norm_and_vanishes_at_1_5():
    radii = [rj.spectral_radius(rj.draw_whh(64, "gaussian", 1.5, torch.Generator().manual_seed(s))) for s in range(5)]
    assert all(0.3 * 1.5 < r < 0.7 * 1.5 for r in radii), radii
    c = rj.gradient_curve(rj.RNNConfig(hidden=64, length=200, draw="gaussian", s=1.5))
    assert c.norms[200] < 1e-10
    # even without tanh: the norm follows radius^k, not s^k
    lin = rj.gradient_curve(rj.RNNConfig(hidden=64, length=200, draw="gaussian", s=1.5, nonlin="none"))
    assert lin.norms[200] < 1e-10 < lin.bound[200]


def test_tanh_saturation_makes_orthogonal_s_above_one_vanish():
    c = rj.gradient_curve(rj.RNNConfig(hidden=64, length=300, draw="orthogonal", s=1.5, nonlin="tanh"))
    assert c.spectral_radius == pytest.approx(1.5)    # s × orthogonal: every |λ| is 1.5 (see the numpy test above)
    assert c.norms[300] < 1e-6 and c.norms[300] < c.norms[10]
    assert max(c.saturated) > 0                     # some units do saturate


@pytest.mark.parametrize("s", [0.9, 1.0, 1.2])
def test_linear_orthogonal_is_exactly_s_to_the_k(s):
    c = rj.gradient_curve(cfg(draw="orthogonal", nonlin="none", s=s, length=80))
    for k in (0, 1, 10, 80):
        assert c.norms[k] == pytest.approx(s ** k, rel=1e-9)
        assert c.norms[k] == pytest.approx(c.bound[k], rel=1e-9)
    if s > 1:
        assert c.norms[80] > 1e5


def test_singular_value_above_one_is_not_sufficient():
    """‖W_hh‖ = 1.5 > 1 and yet the gradient vanishes: necessary, not sufficient."""
    c = rj.gradient_curve(cfg(draw="gaussian", s=1.5, length=100))
    assert c.spectral_norm > 1 and c.norms[100] < 1e-6


def test_step_factors_are_the_explicit_factor_norms():
    rnn = rj.build(cfg())
    sf = rj.step_factors(rnn)
    h = rnn.h[1:]
    manual = torch.linalg.matrix_norm((1 - h ** 2)[:, :, None] * rnn.W_hh, ord=2)
    assert torch.allclose(sf.factor_norm, manual)
    assert torch.all(sf.mean_deriv <= 1) and torch.all(sf.mean_deriv > 0)


def test_deterministic_from_seed():
    a, b = rj.gradient_curve(cfg()), rj.gradient_curve(cfg())
    assert a.norms == b.norms
    assert rj.gradient_curve(cfg(seed=8)).norms != a.norms


def test_inputs_do_not_depend_on_the_recurrent_draw():
    """The page reuses the LSTM/GRU curves when only W_hh's draw, s or the non-linearity change."""
    x = rj.build(cfg()).x
    for kw in (dict(draw="orthogonal"), dict(s=2.7), dict(nonlin="none")):
        assert torch.equal(rj.build(cfg(**kw)).x, x)


# ------------------------------------------------------------------ mutation survivors (issue 45): rules at their edges
@pytest.mark.parametrize("T", [None, 0, 5])
def test_bound_has_one_entry_per_k_from_0_to_T(T):
    """‖W_hh‖^k for k = 0..T: T + 1 numbers, the first 1, the last s^T, aligned with the page's k axis."""
    rnn = rj.build(cfg(hidden=6, length=9, draw="orthogonal", s=1.7))
    b = rj.bound(rnn, T)
    last = 9 if T is None else T
    assert b.tolist() == pytest.approx([1.7 ** k for k in range(last + 1)], rel=1e-12)
    c = rj.gradient_curve(cfg(hidden=6, length=9, s=0.6))
    assert len(c.bound) == len(c.k) == len(c.norms) == 10


@pytest.mark.parametrize("input_dim, scale", [(4, 0.5), (32, 2.0)])
def test_input_scale_is_the_drives_size_whatever_the_input_width(input_dim, scale):
    """W_xh ~ N(0, 1/d_x) and b ~ N(0, 0.1²): each unit's drive W_xh x_t + b has variance scale² + 0.01, the same
    for 4 inputs or 32 (the page's input-scale knob, not the input width, decides how hard tanh is pushed)."""
    rnn = rj.build(cfg(hidden=128, length=100, input_dim=input_dim, input_scale=scale))
    assert 0.8 < float((rnn.W_xh ** 2).mean()) * input_dim < 1.25        # 128·d_x draws of N(0, 1/d_x)
    drive = rnn.x @ rnn.W_xh.T + rnn.b                                 # written out: (T, d)
    assert 0.67 < float(drive.var()) / (scale ** 2 + 0.01) < 1.5       # sampling spread; a √d_x slip is ×d_x²


@pytest.mark.parametrize("s, nonlin", [(0.7, "tanh"), (1.4, "tanh"), (1.2, "none")])
def test_gradient_curve_per_step_series_are_the_written_out_factors(s, nonlin):
    """What the page plots per step: ‖diag(φ'(pre_t)) W_hh‖₂ and the mean of φ' over the units, with the states
    recomputed here by a plain loop h_t = φ(W_hh h_{t−1} + W_xh x_t + b)."""
    c = cfg(hidden=5, length=8, s=s, nonlin=nonlin, input_scale=2.0)
    curve = rj.gradient_curve(c)
    rnn = rj.build(c)
    h = torch.zeros(5, dtype=torch.float64)
    factor, mean_deriv = [], []
    for t in range(8):
        pre = rnn.W_hh @ h + rnn.W_xh @ rnn.x[t] + rnn.b
        h = torch.tanh(pre) if nonlin == "tanh" else pre
        deriv = 1 - h ** 2 if nonlin == "tanh" else torch.ones(5, dtype=torch.float64)
        factor.append(float(torch.linalg.matrix_norm(torch.diag(deriv) @ rnn.W_hh, ord=2)))
        mean_deriv.append(sum(deriv.tolist()) / 5)
    assert curve.factor_norm == pytest.approx(factor, rel=1e-9)
    assert curve.mean_deriv == pytest.approx(mean_deriv, rel=1e-12)


@pytest.mark.parametrize("hidden, passes", [(16, 1), (64, 1), (65, 5)])
def test_a_state_of_at_most_64_units_goes_back_in_one_pass(hidden, passes, monkeypatch):
    """jacobian_norms' stated cost: a state of at most 64 units (the page's default, 64, included) sends every
    basis vector back in one batched pass (T forward steps); a wider one 16 rows at a time (⌈d/16⌉ passes)."""
    calls = []
    step = rj.ElmanRNN.step
    monkeypatch.setattr(rj.ElmanRNN, "step", lambda self, h, t: calls.append(h.shape[0]) or step(self, h, t))
    rnn = rj.build(cfg(hidden=hidden, length=3))
    calls.clear()
    rj.jacobian_norms(rnn)
    assert len(calls) == 3 * passes
    assert sum(calls) == 3 * hidden                                     # every basis vector went back once
