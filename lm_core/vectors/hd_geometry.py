"""Distances and angles in high dimensions: why nearest neighbours blur and why cosine thresholds work.

  - :func:`distance_ratio`: n random points in the unit cube [0, 1]^d; the largest pairwise distance divided by
    the smallest. In 2-D it is huge; as d grows every pair ends up at nearly the same distance (≈ 1 + 6% at
    d = 10,000), so "nearest" carries little information.
  - :func:`random_cosines`: the cosine between two random directions (Gaussian vectors, normalised) piles up at 0
    with standard deviation ≈ 1/√d, so a similarity of 0.4 in 768 dimensions is many standard deviations
    away from chance.
Each call takes an explicit seed (the book's by default). Computations are float32 on torch; pairwise distances a
block of points against a block through one matrix product each (|x|² + |y|² − 2 x·y), which is accurate to about
1e-5 relative here (low dimensions, where the nearest pair is very close, subtract coordinates directly).
"""
from __future__ import annotations

import math
from dataclasses import dataclass

import torch

from lm_core.book import SEED
from lm_core.rank_stats import beta_sf

DIMS = (2, 3, 5, 10, 20, 50, 100, 200, 500, 1000, 2000, 5000, 10000)
BLOCK = 250                     # rows of the distance matrix computed at a time
EXACT_BELOW = 50                # below this dimension, tiny distances need the direct (non-matrix-product) formula
DIRECT_FLOATS = 2_000_000       # the direct formula's (b, n, d) differences are kept under 8 MB


@dataclass(frozen=True)
class RatioPoint:
    dim: int
    d_min: float
    d_max: float

    @property
    def ratio(self) -> float:
        return self.d_max / self.d_min


def distance_ratio(dim: int, n: int = 1000, seed: int = SEED) -> RatioPoint:
    """Max / min Euclidean distance over all pairs of ``n`` uniform points in [0, 1]^dim.

    The points are ``torch.rand(n, dim)`` from a generator seeded with ``seed``, but never held all at once: the
    distances are taken a block of ``BLOCK`` rows against a block of ``BLOCK`` rows, each block drawn when it is
    needed (torch draws uniform numbers in order, so drawing a block of rows at a time gives the same numbers) and
    each block of rows starting from the generator's state saved where its first row begins. Memory: two blocks
    (2 × 250 × 10,000 floats, 20 MB at d = 10,000) instead of all the points (40 MB, which with its working
    blocks made the largest single peak of the server's memory), for a little more drawing (a block of points
    is drawn once for itself and once more for every block before it). The distances are bit for bit those of
    the whole matrix (``tests/test_wordvec_geometry.py`` checks it against :func:`_distance_ratio_whole`)."""
    if dim < EXACT_BELOW:                                 # low d: the nearest pair is tiny; subtract directly
        return _distance_ratio_whole(dim, n, seed)
    d2_min, d2_max = math.inf, 0.0
    state = torch.Generator().manual_seed(seed).get_state()                        # where row s's numbers start
    for s in range(0, n - 1, BLOCK):
        g = torch.Generator()
        g.set_state(state)
        rows = torch.rand(min(BLOCK, n - s), dim, generator=g, dtype=torch.float32)   # (b, d): points s..s+b
        state = g.get_state()                                                      # the next block of rows
        sq_rows = torch.linalg.vector_norm(rows, dim=1) ** 2                         # (b,)
        for c in range(s, n, BLOCK):
            cols = rows if c == s else torch.rand(min(BLOCK, n - c), dim, generator=g, dtype=torch.float32)  # (m, d)
            sq_cols = sq_rows if c == s else torch.linalg.vector_norm(cols, dim=1) ** 2                       # (m,)
            D2 = sq_rows[:, None] + sq_cols[None, :] - 2 * (rows @ cols.T)                                  # (b, m)
            vals = D2[torch.triu(torch.ones_like(D2, dtype=torch.bool), diagonal=1)] if c == s else D2.flatten()
            d2_min, d2_max = min(d2_min, float(vals.min())), max(d2_max, float(vals.max()))
            del cols, sq_cols, D2, vals                   # freed before the next block is drawn: two at a time
    return RatioPoint(dim=dim, d_min=math.sqrt(max(d2_min, 0.0)), d_max=math.sqrt(d2_max))


def _distance_ratio_whole(dim: int, n: int = 1000, seed: int = SEED) -> RatioPoint:
    """:func:`distance_ratio` with all the points in memory at once (n × d floats): used below ``EXACT_BELOW``
    dimensions, where it is small and subtracts coordinates directly, and as the tests' reference above."""
    g = torch.Generator().manual_seed(seed)
    X = torch.rand(n, dim, generator=g, dtype=torch.float32)                       # (n, d)
    sq = torch.linalg.vector_norm(X, dim=1) ** 2 if dim >= EXACT_BELOW else None   # (n,)
    block = BLOCK if sq is not None else max(1, DIRECT_FLOATS // (n * dim))       # rows per block
    d2_min, d2_max = math.inf, 0.0
    for s in range(0, n - 1, block):
        rows = X[s:s + block]                                                      # (b, d), a view
        if sq is None:                                    # low d: the nearest pair is tiny; subtract directly
            D2 = ((rows[:, None, :] - X[None, s:, :]) ** 2).sum(-1)                # (b, n - s)
        else:                                             # |x|² + |y|² − 2 x·y, one matrix product per block
            D2 = sq[s:s + block, None] + sq[None, s:] - 2 * (rows @ X[s:].T)       # (b, n - s)
        vals = D2[torch.triu(torch.ones_like(D2, dtype=torch.bool), diagonal=1)]   # pairs i < j only
        d2_min, d2_max = min(d2_min, float(vals.min())), max(d2_max, float(vals.max()))
    return RatioPoint(dim=dim, d_min=math.sqrt(max(d2_min, 0.0)), d_max=math.sqrt(d2_max))


def distance_ratios(dims=DIMS, n: int = 1000, seed: int = SEED) -> list[RatioPoint]:
    return [distance_ratio(d, n, seed) for d in dims]


@dataclass(frozen=True)
class CosineSample:
    dim: int
    cosines: torch.Tensor       # (pairs,)

    @property
    def mean(self) -> float:
        return float(self.cosines.mean())

    @property
    def std(self) -> float:
        return float(self.cosines.std())

    def share_above(self, threshold: float) -> float:
        """Fraction of pairs with |cos| > threshold."""
        return float((self.cosines.abs() > threshold).double().mean())


def random_cosines(dim: int, pairs: int = 1000, seed: int = SEED, chunk_floats: int = 1_000_000) -> CosineSample:
    """Cosines between ``pairs`` pairs of independent random unit vectors in ``dim`` dimensions.

    The draws are u = randn(pairs, dim), then v = randn(pairs, dim), from one generator. Past ``chunk_floats``
    numbers (80 MB for both at d = 10,000) they are drawn 16 rows at a time, v's from a second generator moved
    past u's draws first: the same numbers (torch fills normals in blocks of 16), a few MB at a time."""
    g = torch.Generator().manual_seed(seed)
    if pairs * dim <= chunk_floats:
        u = torch.randn(pairs, dim, generator=g)                                     # (P, d)
        v = torch.randn(pairs, dim, generator=g)                                     # (P, d)
        return CosineSample(dim=dim, cosines=torch.nn.functional.cosine_similarity(u, v, dim=1))
    rows = 16
    gv = torch.Generator().manual_seed(seed)
    for s in range(0, pairs, rows):                                                  # skip past u's draws
        torch.randn(min(rows, pairs - s), dim, generator=gv)
    parts = [torch.nn.functional.cosine_similarity(torch.randn(min(rows, pairs - s), dim, generator=g),   # (b, d)
                                                   torch.randn(min(rows, pairs - s), dim, generator=gv),  # (b, d)
                                                   dim=1)
             for s in range(0, pairs, rows)]
    return CosineSample(dim=dim, cosines=torch.cat(parts))                          # (P,)


def chance_std(dim: int) -> float:
    """The standard deviation of the cosine of two random directions: exactly 1/√d."""
    return 1.0 / math.sqrt(dim)


def z_score(cosine: float, dim: int) -> float:
    """How many chance standard deviations a measured cosine sits from 0."""
    return cosine / chance_std(dim)


def tail_probability(cosine: float, dim: int) -> float:
    """P(|cos| > cosine) for two random directions: the cosine c satisfies (c+1)/2 ~ Beta((d−1)/2, (d−1)/2)."""
    a = (dim - 1) / 2
    return 2 * beta_sf((cosine + 1) / 2, a, a)
