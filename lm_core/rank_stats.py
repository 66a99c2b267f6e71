"""Three statistics the pages need, in numpy and ``math``: Spearman's ρ, Pearson's r, and the tail of a Beta law.

Why not ``scipy.stats``: importing it costs the server ~60 MB, a tenth of a Community Cloud app's memory, for
functions of a few lines. ``tests/test_rank_stats.py`` checks each against scipy (a test-time reference).
"""
from __future__ import annotations

import math
from typing import Sequence

import numpy as np


def average_ranks(x: Sequence[float]) -> np.ndarray:
    """Ranks 1..n; tied values share the mean of the ranks they span (scipy's ``rankdata``, "average")."""
    values, inverse, counts = np.unique(np.asarray(x, dtype=np.float64), return_inverse=True, return_counts=True)
    last = np.cumsum(counts)                              # the highest rank of each distinct value
    return (last - (counts - 1) / 2.0)[inverse]


def pearson(x: Sequence[float], y: Sequence[float]) -> float:
    """Pearson's correlation coefficient."""
    dx = np.asarray(x, dtype=np.float64) - np.mean(x)
    dy = np.asarray(y, dtype=np.float64) - np.mean(y)
    return float(dx @ dy / math.sqrt((dx @ dx) * (dy @ dy)))


def spearman(x: Sequence[float], y: Sequence[float]) -> float:
    """Spearman's ρ: Pearson's correlation of the ranks (ties share their mean rank)."""
    return pearson(average_ranks(x), average_ranks(y))


def _beta_fraction(x: float, a: float, b: float, steps: int = 500, eps: float = 1e-16) -> float:
    """The continued fraction of the incomplete Beta function (modified Lentz), as in Numerical Recipes §6.4."""
    tiny = 1e-300
    c, d = 1.0, 1.0 - (a + b) * x / (a + 1.0)
    d = 1.0 / (d if abs(d) > tiny else tiny)
    h = d
    for m in range(1, steps + 1):
        for num in (m * (b - m) * x / ((a + 2 * m - 1) * (a + 2 * m)),
                    -(a + m) * (a + b + m) * x / ((a + 2 * m) * (a + 2 * m + 1))):
            d = 1.0 + num * d
            d = 1.0 / (d if abs(d) > tiny else tiny)
            c = 1.0 + num / c
            c = c if abs(c) > tiny else tiny
            h *= d * c
        if abs(d * c - 1.0) < eps:
            break
    return h


def beta_sf(x: float, a: float, b: float) -> float:
    """P(X > x) for X ~ Beta(a, b): 1 − I_x(a, b), the regularised incomplete Beta function's complement.
    Accurate far into the tail (1e-300), where 1 − I_x would round to 0."""
    if x <= 0.0:
        return 1.0
    if x >= 1.0:
        return 0.0
    log_front = (math.lgamma(a + b) - math.lgamma(a) - math.lgamma(b) + a * math.log(x) + b * math.log1p(-x))
    if x < (a + 1.0) / (a + b + 2.0):                     # the fraction converges fast for I_x(a, b) here
        return 1.0 - math.exp(log_front) * _beta_fraction(x, a, b) / a
    return math.exp(log_front) * _beta_fraction(1.0 - x, b, a) / b     # I_{1−x}(b, a) = 1 − I_x(a, b)
