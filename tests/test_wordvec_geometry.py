"""High-dimensional geometry: the distance ratio and the spread of random cosines, against references."""
from __future__ import annotations

import math

import numpy as np
import pytest
from scipy.spatial.distance import pdist

from lm_core import hd_geometry as hd


@pytest.mark.parametrize("dim", [2, 7, 60])
def test_distance_ratio_matches_scipy_pdist(dim):
    import torch

    g = torch.Generator().manual_seed(5)
    X = torch.rand(300, dim, generator=g, dtype=torch.float32).double().numpy()
    d = pdist(X)
    ours = hd.distance_ratio(dim, n=300, seed=5)
    assert ours.d_min == pytest.approx(d.min(), rel=1e-4)
    assert ours.d_max == pytest.approx(d.max(), rel=1e-4)


def test_ratio_falls_towards_one_and_is_106_at_10000():
    points = hd.distance_ratios(hd.DIMS, n=1000)
    ratios = [p.ratio for p in points]
    assert all(r1 > r2 for r1, r2 in zip(ratios, ratios[1:]))
    assert ratios[0] > 100
    assert f"{points[-1].ratio:.2f}" == f"{hd.BOOK_RATIO_10000:.2f}"        # book: ≈1.06 at d = 10,000


@pytest.mark.parametrize("dim", [100, 768])
def test_random_cosines_centre_on_zero_with_std_one_over_sqrt_d(dim):
    s = hd.random_cosines(dim, pairs=1000)
    sd = 1 / math.sqrt(dim)
    assert abs(s.mean) < 4 * sd / math.sqrt(1000)                          # mean 0 within sampling noise
    assert s.std == pytest.approx(sd, rel=4 / math.sqrt(2 * 1000))         # std of a std estimate ≈ σ/√(2n)
    book = hd.BOOK_COSINES[dim]
    assert abs(s.std - book["std"]) < 4 * sd / math.sqrt(2 * 1000)         # the book's figure, within noise
    assert abs(s.mean - book["mean"]) < 8 * sd / math.sqrt(1000)


def test_std_follows_one_over_sqrt_d_across_dimensions():
    dims = [10, 50, 300, 2000]
    stds = [hd.random_cosines(d, pairs=4000, seed=11).std for d in dims]
    slope = np.polyfit(np.log(dims), np.log(stds), 1)[0]
    assert slope == pytest.approx(-0.5, abs=0.03)


def test_tail_probability_matches_simulation_and_book():
    s = hd.random_cosines(768, pairs=50_000, seed=3)
    p = hd.tail_probability(0.1, 768)
    assert s.share_above(0.1) == pytest.approx(p, abs=4 * math.sqrt(p / 50_000))
    # book: 0.2% of 1,000 pairs (2 pairs) exceed 0.1; with p ≈ 0.55% that count is within chance
    assert hd.BOOK_SHARE_ABOVE_01_768 * 1000 >= 1000 * p - 3 * math.sqrt(1000 * p)
    # and 0.4 in 768 dimensions is more than 10 chance standard deviations out
    assert hd.z_score(0.4, 768) > 10 and hd.tail_probability(0.4, 768) < 1e-20


def test_seed_is_respected():
    assert np.array_equal(hd.random_cosines(50, seed=1).cosines, hd.random_cosines(50, seed=1).cosines)
    assert not np.array_equal(hd.random_cosines(50, seed=1).cosines, hd.random_cosines(50, seed=2).cosines)
