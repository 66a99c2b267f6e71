"""The algebra around attention: the low-rank bilinear form, non-identifiability, depth, parameter counts.

* r_ij = e_iᵀ M e_j / sqrt(k) with M = (W^A)ᵀ W^B (d x d, rank <= k): only M is determined by the scores.
* Any orthogonal O (W^A -> O W^A, W^B -> O W^B) or invertible S (W^A -> S^{-T} W^A, W^B -> S W^B) leaves M,
  hence every score, unchanged. Re-expressing the word vectors by an invertible R (e -> R e) needs all three
  tables composed with R^{-1}; forget W^C and the scores survive but the outputs change.
* Stacked linear maps are one linear map; a ReLU in between is not.
* GPT-3's parameter arithmetic: 12 d² per layer.
"""
from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from lm_core import book
from .attention import Toy, attend

# ---- low rank -------------------------------------------------------------------------------------------------


def bilinear_matrix(WA: np.ndarray, WB: np.ndarray) -> np.ndarray:
    """M = (W^A)ᵀ W^B, (d, d)."""
    return WA.T @ WB


def scores_from_M(E: np.ndarray, M: np.ndarray, k: int) -> np.ndarray:
    """(n, n) r_ij = e_iᵀ M e_j / sqrt(k), never forming a or b."""
    return E @ M @ E.T / np.sqrt(k)


@dataclass(frozen=True)
class LowRankCount:
    """Parameters of one score table: the full d x d form against the two k x d factors."""

    d: int
    k: int

    @property
    def full(self) -> int:
        return self.d * self.d

    @property
    def factored(self) -> int:
        return 2 * self.k * self.d

    @property
    def ratio(self) -> float:
        return self.full / self.factored


# ---- non-identifiability -------------------------------------------------------------------------------------


def random_orthogonal(k: int, rng: np.random.Generator) -> np.ndarray:
    """A random orthogonal (k, k) matrix: QR of a Gaussian draw, signs fixed so the law is uniform."""
    Q, Rm = np.linalg.qr(rng.normal(size=(k, k)))
    return Q * np.sign(np.diag(Rm))


def random_invertible(k: int, rng: np.random.Generator, max_cond: float = 50.0) -> np.ndarray:
    """A random (k, k) matrix that is comfortably invertible (condition number below ``max_cond``)."""
    while True:
        S = rng.normal(size=(k, k)) + np.eye(k)
        if np.linalg.cond(S) < max_cond:
            return S


@dataclass(frozen=True)
class Invariance:
    """Largest changes caused by each reparametrisation (zero up to rounding where the theory says so)."""

    rotation_scores: float        # max |R(O W^A, O W^B) - R|
    rotation_weights_changed: float   # max |O W^A - W^A|: the tables themselves did move
    s_matrix: float               # max |M(S^-T W^A, S W^B) - M|
    s_scores: float
    s_weights_changed: float
    r_scores: float               # e -> R e with W^A, W^B -> . R^-1
    r_outputs_with_wc: float      # ... and W^C -> W^C R^-1: outputs unchanged
    r_outputs_without_wc: float   # ... W^C left alone: outputs change


def invariances(toy: Toy, O: np.ndarray, S: np.ndarray, Rd: np.ndarray) -> Invariance:  # noqa: E741 (O: the chapter's orthogonal matrix)
    """Apply the three reparametrisations of the chapter to ``toy`` and measure what moved."""
    E, WA, WB, WC = toy.E, toy.WA, toy.WB, toy.WC
    base = attend(E, WA, WB, WC)
    rot = attend(E, O @ WA, O @ WB, WC)
    M = bilinear_matrix(WA, WB)
    S_inv_T = np.linalg.inv(S).T
    WA_s, WB_s = S_inv_T @ WA, S @ WB
    s_pass = attend(E, WA_s, WB_s, WC)
    R_inv = np.linalg.inv(Rd)
    E_r = E @ Rd.T                                                   # rows e_i -> R e_i
    full = attend(E_r, WA @ R_inv, WB @ R_inv, WC @ R_inv)
    partial = attend(E_r, WA @ R_inv, WB @ R_inv, WC)
    gap = lambda x, y: float(np.max(np.abs(x - y)))                  # noqa: E731
    return Invariance(
        rotation_scores=gap(rot.R, base.R), rotation_weights_changed=gap(O @ WA, WA),
        s_matrix=gap(bilinear_matrix(WA_s, WB_s), M), s_scores=gap(s_pass.R, base.R),
        s_weights_changed=gap(WA_s, WA),
        r_scores=gap(full.R, base.R), r_outputs_with_wc=gap(full.O, base.O),
        r_outputs_without_wc=gap(partial.O, base.O),
    )


# ---- depth ---------------------------------------------------------------------------------------------------


@dataclass(frozen=True)
class Collapse:
    linear_gap: float        # max |W_L ... W_1 x - (W_L ... W_1) x|: one matrix does it all
    relu_fit_residual: float # relative error of the best single linear map fitted to the ReLU stack
    linear_fit_residual: float


def depth_collapse(d: int, L: int, seed: int, n: int = 400) -> Collapse:
    """Stack L random d x d maps, with and without ReLU, on n random inputs; fit one matrix to each stack."""
    rng = np.random.default_rng(seed)
    Ws = [rng.normal(size=(d, d)) / np.sqrt(d) for _ in range(L)]
    X = rng.normal(size=(n, d))                                      # (n, d) inputs as rows
    lin, relu = X, X
    for i, W in enumerate(Ws):
        lin = lin @ W.T
        relu = relu @ W.T
        if i < L - 1:
            relu = np.maximum(relu, 0.0)
    P = np.eye(d)
    for W in Ws:
        P = W @ P                                                    # W_L ... W_1
    linear_gap = float(np.max(np.abs(lin - X @ P.T)))

    def fit_residual(Y: np.ndarray) -> float:
        coef, *_ = np.linalg.lstsq(X, Y, rcond=None)                 # best single linear map
        return float(np.linalg.norm(X @ coef - Y) / np.linalg.norm(Y))

    return Collapse(linear_gap, fit_residual(relu), fit_residual(lin))


# ---- parameter arithmetic ------------------------------------------------------------------------------------


@dataclass(frozen=True)
class ParamCount:
    """12 d² per layer (4 d² for W^A, W^B, W^C, W^O over all heads, 8 d² for the 4d-wide MLP), biases and
    normalisations left out as the chapter does; embeddings V d, counted once (tied with the output)."""

    d: int
    L: int
    V: int
    H: int = 1

    @property
    def per_layer(self) -> int:
        return 12 * self.d * self.d

    @property
    def attention_per_layer(self) -> int:
        return 4 * self.d * self.d

    @property
    def mlp_per_layer(self) -> int:
        return 8 * self.d * self.d

    @property
    def stack(self) -> int:
        return self.L * self.per_layer

    @property
    def embeddings(self) -> int:
        return self.V * self.d

    @property
    def total(self) -> int:
        return self.stack + self.embeddings

    @property
    def head_size(self) -> float:
        return self.d / self.H


GPT3 = ParamCount(d=book.GPT3_D.value, L=book.GPT3_L.value, V=book.GPT3_V.value, H=book.GPT3_H.value)
