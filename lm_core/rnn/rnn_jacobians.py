"""How far back does the learning signal reach in an Elman RNN? The Jacobian ∂h_T/∂h_{T−k}, measured.

The Elman cell is h_t = φ(W_hh h_{t−1} + W_xh x_t + b) with φ = tanh (or the identity, to see the linear case).
Backpropagation through time multiplies the per-step Jacobians diag(φ'(·)) W_hh = diag(1 − h_t²) W_hh, so

    ‖∂h_T/∂h_{T−k}‖ ≤ ‖W_hh‖^k       (spectral norms; tanh' ≤ 1).

:func:`all_k_jacobians` gets ∂h_T/∂h_t for EVERY t from one forward and one backward pass of autograd:
the forward runs d identical copies of the sequence (a batch of d); copy i adds a zero perturbation δ_t to
each state and back-propagates the i-th basis vector from h_T, so ∂(row i)/∂δ_t is row i of ∂h_T/∂h_t.
:func:`explicit_products` is the reference: the product of the per-step Jacobians written out by hand.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Callable

import torch

from lm_core import book

DRAWS = ("gaussian", "orthogonal")
NONLINS = ("tanh", "none")


@dataclass(frozen=True)
class RNNConfig:
    """One Elman RNN and one input sequence. ``s`` is the spectral norm W_hh is rescaled to."""
    hidden: int = 64
    length: int = 100
    draw: str = "gaussian"          # "gaussian" (rescaled to spectral norm s) or "orthogonal" (Q × s)
    s: float = 1.0
    nonlin: str = "tanh"            # "tanh" or "none"
    input_scale: float = 1.0
    input_dim: int = 8
    seed: int = book.SEED


@dataclass(frozen=True)
class ElmanRNN:
    """Weights, inputs and the forward states of one configured RNN (h[0] = h_0 = 0)."""
    W_hh: torch.Tensor              # (d, d)
    W_xh: torch.Tensor              # (d, dx)
    b: torch.Tensor                 # (d,)
    x: torch.Tensor                 # (T, dx)
    h: torch.Tensor                 # (T + 1, d)
    nonlin: str
    drive: torch.Tensor             # (T, d) the input's share W_xh x_t + b, which does not depend on h

    def step(self, h_prev: torch.Tensor, t: int) -> torch.Tensor:
        """h_t from h_{t−1} (any leading batch shape); t counts from 1."""
        pre = h_prev @ self.W_hh.T + self.drive[t - 1]                             # (..., d)
        return torch.tanh(pre) if self.nonlin == "tanh" else pre


def draw_whh(hidden: int, draw: str, s: float, gen: torch.Generator) -> torch.Tensor:
    """A (d, d) recurrent matrix with spectral norm exactly ``s``: a rescaled Gaussian or s × an orthogonal Q."""
    g = torch.randn(hidden, hidden, generator=gen, dtype=torch.float64)
    if draw == "gaussian":
        return g * (s / torch.linalg.matrix_norm(g, ord=2))
    if draw == "orthogonal":
        q, r = torch.linalg.qr(g)
        return s * q * torch.sign(torch.diagonal(r))      # sign fix: Haar-distributed Q
    raise ValueError(f"unknown draw {draw!r}; expected one of {DRAWS}")


def spectral_radius(W: torch.Tensor) -> float:
    """max |eigenvalue|: what the norm of W^k follows for large k (Gelfand), unlike the spectral norm."""
    return float(torch.linalg.eigvals(W).abs().max())


def build(cfg: RNNConfig) -> ElmanRNN:
    """Draw the weights and the inputs from ``cfg.seed`` and run the forward pass."""
    if cfg.nonlin not in NONLINS:
        raise ValueError(f"unknown non-linearity {cfg.nonlin!r}")
    gen = torch.Generator().manual_seed(cfg.seed)
    W_hh = draw_whh(cfg.hidden, cfg.draw, cfg.s, gen)
    W_xh = torch.randn(cfg.hidden, cfg.input_dim, generator=gen, dtype=torch.float64) / cfg.input_dim ** 0.5
    b = 0.1 * torch.randn(cfg.hidden, generator=gen, dtype=torch.float64)
    x = cfg.input_scale * torch.randn(cfg.length, cfg.input_dim, generator=gen, dtype=torch.float64)  # (T, dx)
    drive = x @ W_xh.T + b                                                        # (T, d)
    rnn = ElmanRNN(W_hh, W_xh, b, x, torch.zeros(cfg.length + 1, cfg.hidden, dtype=torch.float64), cfg.nonlin, drive)
    h = [rnn.h[0]]
    with torch.no_grad():
        for t in range(1, cfg.length + 1):
            h.append(rnn.step(h[-1], t))
    return ElmanRNN(W_hh, W_xh, b, x, torch.stack(h), cfg.nonlin, drive)  # h: (T + 1, d)


ROWS = 16           # basis vectors sent back at a time by default (the 128-wide LSTM state's graph stays small)


def all_k_jacobians(step: Callable[[torch.Tensor, int], torch.Tensor], h0: torch.Tensor, T: int,
                    rows: int = ROWS) -> torch.Tensor:
    """J[t] = ∂h_T/∂h_t for t = 0..T, from batched forward and backward passes.

    ``step(h_prev, t)`` maps a batch of states (B, n) to the next ones. Row i of the batch carries
    the i-th basis vector back from h_T, so the gradient with respect to a zero perturbation δ_t of
    the states is exactly row i of the matrix ∂h_T/∂h_t. ``rows`` basis vectors go through at a time
    (the autograd graph of a batch of n copies over T steps grows to ~100 MB for the 128-wide LSTM state).
    Returns (T + 1, n, n); J[T] is the identity.
    """
    n = h0.shape[-1]
    eye = torch.eye(n, dtype=h0.dtype)
    blocks = []
    for r in range(0, n, rows):
        basis = eye[r:r + rows]                                                   # (b, n)
        deltas = [torch.zeros_like(basis, requires_grad=True) for _ in range(T + 1)]  # (b, n) each
        h = h0.expand_as(basis) + deltas[0]                                       # (b, n)
        for t in range(1, T + 1):
            h = step(h, t) + deltas[t]
        blocks.append(torch.stack(torch.autograd.grad((h * basis).sum(), deltas)))  # (T+1, b, n)
    return torch.cat(blocks, dim=1)                                               # (T+1, n, n)


def spectral_norms(M: torch.Tensor) -> torch.Tensor:
    """‖M‖₂ of a batch of square matrices (..., n, n): sqrt of the top eigenvalue of M Mᵀ."""
    return torch.linalg.eigvalsh(M @ M.transpose(-1, -2))[..., -1].clamp_min(0).sqrt()


ONE_PASS = 64       # an Elman state this wide or narrower goes back in one pass (see jacobian_norms)


def jacobian_norms(rnn: ElmanRNN) -> torch.Tensor:
    """‖∂h_T/∂h_{T−k}‖₂ for k = 0..T (index k), by :func:`all_k_jacobians`.

    A state of at most :data:`ONE_PASS` units sends all its basis vectors back at once: the same matrices bit for
    bit as :data:`ROWS` at a time, in half the time for the page's default 64 units (23 → 11 ms; a new seed on the
    page computes it). A wider state goes :data:`ROWS` at a time: 128 units over 300 steps in one pass would hold
    85 MB more at its peak.
    """
    T, d = rnn.x.shape[0], rnn.h.shape[1]
    J = all_k_jacobians(rnn.step, rnn.h[0], T, rows=d if d <= ONE_PASS else ROWS)  # J[t] = ∂h_T/∂h_t
    return spectral_norms(J.flip(0))                                              # (T + 1,) indexed by k


def step_jacobians(rnn: ElmanRNN) -> torch.Tensor:
    """The per-step factors ∂h_t/∂h_{t−1} = diag(φ'(·)) W_hh for t = 1..T, written out. (T, d, d)"""
    h = rnn.h[1:]                                                                 # (T, d)
    deriv = 1 - h ** 2 if rnn.nonlin == "tanh" else torch.ones_like(h)            # (T, d)
    return deriv[:, :, None] * rnn.W_hh[None]                                     # (T, d, d)


def explicit_products(rnn: ElmanRNN) -> torch.Tensor:
    """The reference: P_k = J_T J_{T−1} ⋯ J_{T−k+1} multiplied out step by step. (T + 1, d, d), P_0 = I."""
    Js = step_jacobians(rnn)
    P = torch.eye(Js.shape[1], dtype=Js.dtype)
    out = [P]
    for t in range(Js.shape[0] - 1, -1, -1):
        P = P @ Js[t]
        out.append(P)
    return torch.stack(out)


def bound(rnn: ElmanRNN, T: int | None = None) -> torch.Tensor:
    """‖W_hh‖₂^k for k = 0..T."""
    T = rnn.x.shape[0] if T is None else T
    return torch.linalg.matrix_norm(rnn.W_hh, ord=2) ** torch.arange(T + 1, dtype=torch.float64)


@dataclass(frozen=True)
class StepFactors:
    """What each backward step does: the norm of diag(1 − h_t²)W_hh and how saturated tanh is at t."""
    factor_norm: torch.Tensor       # (T,) ‖diag(φ')W_hh‖₂ per step
    mean_deriv: torch.Tensor        # (T,) mean of φ'(·) = 1 − h_t² over units (1 = linear, 0 = saturated)
    saturated: torch.Tensor         # (T,) fraction of units with |h| > 0.99


def step_factors(rnn: ElmanRNN) -> StepFactors:
    h = rnn.h[1:]
    tanh = rnn.nonlin == "tanh"
    deriv = 1 - h ** 2 if tanh else torch.ones_like(h)
    saturated = (h.abs() > 0.99).double().mean(1) if tanh else torch.zeros(h.shape[0], dtype=h.dtype)
    return StepFactors(spectral_norms(step_jacobians(rnn)), deriv.mean(1), saturated)


@dataclass(frozen=True)
class GradientCurve:
    """Everything the page plots for one RNN: the measured norms, the bound, and a few summary numbers."""
    k: list[int]
    norms: list[float]
    bound: list[float]
    spectral_norm: float
    spectral_radius: float
    factor_norm: list[float]
    mean_deriv: list[float]
    saturated: list[float]


def gradient_curve(cfg: RNNConfig) -> GradientCurve:
    """One curve as plain lists (cache-friendly)."""
    rnn = build(cfg)
    norms = jacobian_norms(rnn)
    sf = step_factors(rnn)
    return GradientCurve(list(range(cfg.length + 1)), norms.tolist(), bound(rnn).tolist(),
                         float(torch.linalg.matrix_norm(rnn.W_hh, ord=2)), spectral_radius(rnn.W_hh),
                         sf.factor_norm.tolist(), sf.mean_deriv.tolist(), sf.saturated.tolist())
