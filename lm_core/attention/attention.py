"""Attention as the chapter builds it: a weighted average whose weights come from three learned projections.

For a sentence of n words with vectors e_1..e_n in R^d and three tables W^A, W^B, W^C in R^{k x d}:

    a_i = W^A e_i,  b_j = W^B e_j,  c_j = W^C e_j          (first, second, third projection: query, key, value)
    r_ij = a_i . b_j / sqrt(k)                              (influence score: attention score)
    alpha_ij = softmax_j(r_ij / T)                          (influence weight: attention weight)
    o_i = sum_j alpha_ij c_j                                (the weighted average)

Everything here is plain numpy on tiny matrices so that the page can print every intermediate.
The chapter's example is reproduced by :func:`draw_toy` with its default config: one
``np.random.default_rng(0)``, the four word vectors first (an (n, d) draw), then W^A, W^B, W^C, each a
(k, d) draw divided by sqrt(d). A typed sentence goes through the same recipe, one vector per distinct word
in order of first appearance, so a repeated word keeps its vector.
"""
from __future__ import annotations

import re
from dataclasses import dataclass

import numpy as np

from lm_core import book
from lm_core.inputs import InputError

EXAMPLE = book.ATT_SENTENCE.value     # the chapter's sentence: every toy tab starts from it
MAX_WORDS = 12            # the toy example prints n x n matrices: keep them readable
MAX_WORD_LEN = 20


@dataclass(frozen=True)
class ToyConfig:
    d: int = 6            # length of a word vector
    k: int = 3            # length of each projection
    seed: int = 0         # the chapter's np.random.default_rng(0)


@dataclass(frozen=True)
class Toy:
    """A sentence with its word vectors and the three projection tables."""

    words: tuple[str, ...]
    distinct: tuple[str, ...]      # distinct words, in order of first appearance (rows of ``table``)
    table: np.ndarray              # (n_distinct, d) one vector per distinct word
    WA: np.ndarray                 # (k, d)
    WB: np.ndarray                 # (k, d)
    WC: np.ndarray                 # (k, d)

    @property
    def E(self) -> np.ndarray:
        """(n, d): the vector at each position."""
        index = {w: i for i, w in enumerate(self.distinct)}
        return self.table[[index[w] for w in self.words]]


class SentenceError(InputError):
    """A typed sentence the toy cannot use; ``code`` names the problem for the page's message."""


def split_sentence(text: str) -> tuple[str, ...]:
    """Lower-cased words of letters (apostrophes allowed). Raises SentenceError with a reason code."""
    text = text.strip().lower()
    if not text:
        raise SentenceError("empty")
    words = tuple(text.split())
    bad = [w for w in words if not re.fullmatch(r"[^\W\d_]+(['’][^\W\d_]+)*", w)]
    if bad:
        raise SentenceError("not_words", bad=tuple(bad[:5]))          # the words, as typed
    if len(words) < 2:
        raise SentenceError("one_word")
    if len(words) > MAX_WORDS:
        raise SentenceError("too_many", n=len(words), limit=MAX_WORDS)
    long = [w for w in words if len(w) > MAX_WORD_LEN]
    if long:
        raise SentenceError("too_long", word=long[0][:30], limit=MAX_WORD_LEN)
    return words


def draw_toy(words, cfg: ToyConfig = ToyConfig()) -> Toy:
    """The chapter's draw order: word vectors (n_distinct, d), then W^A, W^B, W^C (k, d) / sqrt(d)."""
    words = tuple(words)
    distinct = tuple(dict.fromkeys(words))
    rng = np.random.default_rng(cfg.seed)
    table = rng.normal(size=(len(distinct), cfg.d))                 # (n_distinct, d)
    WA = rng.normal(size=(cfg.k, cfg.d)) / np.sqrt(cfg.d)           # (k, d)
    WB = rng.normal(size=(cfg.k, cfg.d)) / np.sqrt(cfg.d)
    WC = rng.normal(size=(cfg.k, cfg.d)) / np.sqrt(cfg.d)
    return Toy(words, distinct, table, WA, WB, WC)


def softmax(z: np.ndarray, stable: bool = True) -> np.ndarray:
    """Inverse multinomial logit along the last axis. ``stable`` subtracts the row maximum first
    (log-sum-exp); the naive version exponentiates raw scores and overflows above ~709 (float64)."""
    z = np.asarray(z, dtype=float)
    with np.errstate(over="ignore", invalid="ignore"):
        if stable:
            z = z - np.max(z, axis=-1, keepdims=True)
        e = np.exp(z)
        return e / e.sum(axis=-1, keepdims=True)


def causal_mask(n: int) -> np.ndarray:
    """(n, n) True where j > i: positions a word may not look at when only the past is allowed."""
    return np.triu(np.ones((n, n), dtype=bool), 1)


@dataclass(frozen=True)
class Attention:
    """Every intermediate of one pass."""

    A: np.ndarray          # (n, k) first projections a_i
    B: np.ndarray          # (n, k) second projections b_j
    C: np.ndarray          # (n, k) third projections c_j
    R: np.ndarray          # (n, n) scores r_ij (after the optional 1/sqrt(k) and mask)
    alpha: np.ndarray      # (n, n) weights, rows sum to 1
    O: np.ndarray          # (n, k) outputs o_i = sum_j alpha_ij c_j  # noqa: E741 (the chapter's name)


def attend(E: np.ndarray, WA: np.ndarray, WB: np.ndarray, WC: np.ndarray, *, scale: bool = True,
           temperature: float = 1.0, causal: bool = False) -> Attention:
    """One attention pass over the rows of E (n, d)."""
    k = WA.shape[0]
    A, B, C = E @ WA.T, E @ WB.T, E @ WC.T                          # (n, k) each
    R = A @ B.T                                                      # (n, n)
    if scale:
        R = R / np.sqrt(k)
    if causal:
        R = np.where(causal_mask(len(E)), -np.inf, R)
    alpha = softmax(R / temperature)                                 # (n, n)
    return Attention(A, B, C, R, alpha, alpha @ C)


def softmax_jacobian(p: np.ndarray) -> np.ndarray:
    """d softmax / d z for one row of weights p: diag(p) - p pᵀ. It vanishes when p is one-hot."""
    p = np.asarray(p, dtype=float)
    return np.diag(p) - np.outer(p, p)


@dataclass(frozen=True)
class Saturation:
    ks: np.ndarray             # projection sizes tried
    score_std: np.ndarray      # spread of the scores
    max_weight: np.ndarray     # mean over rows of the largest weight
    grad_norm: np.ndarray      # mean over rows of the softmax Jacobian's Frobenius norm


def saturation_curve(n: int, d: int, ks, *, scale: bool, seed: int = 0, draws: int = 20) -> Saturation:
    """How the weights behave as k grows, averaged over ``draws`` random sentences of n words.

    Without 1/sqrt(k) the score spread grows like sqrt(k): the softmax tends to one-hot and its
    gradient to zero. With it the spread stays put.
    """
    rng = np.random.default_rng(seed)
    ks = np.asarray(list(ks))
    std, mx, gn = [], [], []
    for k in ks:
        s_std, s_max, s_grad = [], [], []
        for _ in range(draws):
            E = rng.normal(size=(n, d))
            WA = rng.normal(size=(k, d)) / np.sqrt(d)
            WB = rng.normal(size=(k, d)) / np.sqrt(d)
            R = (E @ WA.T) @ (E @ WB.T).T                            # (n, n)
            if scale:
                R = R / np.sqrt(k)
            alpha = softmax(R)
            s_std.append(R.std())
            s_max.append(alpha.max(axis=1).mean())
            s_grad.append(np.mean([np.linalg.norm(softmax_jacobian(row)) for row in alpha]))
        std.append(np.mean(s_std))
        mx.append(np.mean(s_max))
        gn.append(np.mean(s_grad))
    return Saturation(ks, np.array(std), np.array(mx), np.array(gn))


def overflow_demo(scores: np.ndarray, factor: float) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """(scaled scores, naive softmax, log-sum-exp softmax) of one row of scores multiplied by ``factor``."""
    z = np.asarray(scores, dtype=float) * factor
    return z, softmax(z, stable=False), softmax(z, stable=True)


# ---- several heads -------------------------------------------------------------------------------------------

@dataclass(frozen=True)
class Heads:
    WA: np.ndarray      # (H, k, d)
    WB: np.ndarray      # (H, k, d)
    WC: np.ndarray      # (H, k, d)
    WO: np.ndarray      # (d, H k)


def draw_heads(d: int, H: int, seed: int) -> Heads:
    """H independent triples with k = d // H, and the recombination W^O, from one seeded generator."""
    k = max(1, d // H)
    rng = np.random.default_rng(seed)
    W = rng.normal(size=(3, H, k, d)) / np.sqrt(d)                  # (3, H, k, d)
    WO = rng.normal(size=(d, H * k)) / np.sqrt(H * k)               # (d, H k)
    return Heads(W[0], W[1], W[2], WO)


def multi_head(E: np.ndarray, heads: Heads, causal: bool = False) -> tuple[list[Attention], np.ndarray]:
    """Each head's pass, and h_i = W^O [o_i^(1); ...; o_i^(H)] (n, d)."""
    passes = [attend(E, a, b, c, causal=causal) for a, b, c in zip(heads.WA, heads.WB, heads.WC)]
    concat = np.concatenate([p.O for p in passes], axis=1)           # (n, H k)
    return passes, concat @ heads.WO.T                               # (n, d)


# ---- order ---------------------------------------------------------------------------------------------------

def sinusoidal_positions(n: int, d: int) -> np.ndarray:
    """(n, d) the 2017 paper's absolute position vectors: sin/cos at geometrically spaced frequencies."""
    pos = np.arange(n)[:, None]
    i = np.arange(d)[None, :]
    angle = pos / np.power(10000.0, (2 * (i // 2)) / d)
    return np.where(i % 2 == 0, np.sin(angle), np.cos(angle))


def permutation(n: int, seed: int) -> np.ndarray:
    """A seeded shuffle of n positions that moves at least one of them (when n > 1)."""
    rng = np.random.default_rng(seed)
    perm = rng.permutation(n)
    while n > 1 and np.all(perm == np.arange(n)):
        perm = rng.permutation(n)
    return perm


def equivariance_gap(E: np.ndarray, toy: Toy, perm: np.ndarray, positions: np.ndarray | None = None) -> float:
    """max |R(shuffled) - P R Pᵀ|: zero without positions (scores just move), non-zero with absolute ones."""
    Eo, Es = E, E[perm]
    if positions is not None:
        Eo, Es = Eo + positions, Es + positions                     # positions stay where they are
    R = attend(Eo, toy.WA, toy.WB, toy.WC).R
    Rs = attend(Es, toy.WA, toy.WB, toy.WC).R
    return float(np.max(np.abs(Rs - R[np.ix_(perm, perm)])))
