"""High-dimensional geometry: the distance ratio and the spread of random cosines, against references."""
from __future__ import annotations

import math

import numpy as np
import pytest
import torch
from scipy.spatial.distance import pdist

from lm_core import book
from lm_core.vectors import hd_geometry as hd


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
    assert f"{points[-1].ratio:.2f}" == "1.06"                               # ours, exactly (book.SEED)
    assert book.WV_RATIO_10000.printed == "6%"                               # the book: "only 6% farther"
    assert points[-1].ratio == pytest.approx(book.WV_RATIO_10000.value, abs=0.005)


@pytest.mark.parametrize("dim", [100, 768])
def test_random_cosines_centre_on_zero_with_std_one_over_sqrt_d(dim):
    s = hd.random_cosines(dim, pairs=1000)
    sd = 1 / math.sqrt(dim)
    assert abs(s.mean) < 4 * sd / math.sqrt(1000)                          # mean 0 within sampling noise
    assert s.std == pytest.approx(sd, rel=4 / math.sqrt(2 * 1000))         # std of a std estimate ≈ σ/√(2n)
    assert (f"{s.mean:+.4f}", f"{s.std:.4f}") == {100: ("-0.0024", "0.1022"), 768: ("-0.0009", "0.0362")}[dim]
    # The book's figures come from another draw of 1,000 pairs: each lies within 3 standard errors of chance
    # (the mean's standard error is σ/√n, the standard deviation's about σ/√(2n)).
    mean, std = book.WV_RANDOM_COSINES[dim]
    assert abs(mean.value) < 3 * sd / math.sqrt(1000)
    assert abs(std.value - sd) < 3 * sd / math.sqrt(2 * 1000)


def test_std_follows_one_over_sqrt_d_across_dimensions():
    dims = [10, 50, 300, 2000]
    stds = [hd.random_cosines(d, pairs=4000, seed=11).std for d in dims]
    slope = np.polyfit(np.log(dims), np.log(stds), 1)[0]
    assert slope == pytest.approx(-0.5, abs=0.03)


def test_tail_probability_matches_simulation_and_book():
    s = hd.random_cosines(768, pairs=50_000, seed=3)
    p = hd.tail_probability(0.1, 768)
    assert s.share_above(0.1) == pytest.approx(p, abs=4 * math.sqrt(p / 50_000))
    # ours: 5 of this draw's 1,000 pairs exceed 0.1 (0.5%), exactly; the book's draw had 2 (0.2%). With
    # p ≈ 0.55%, 5.5 pairs are expected: both counts lie within 3 binomial standard deviations of chance.
    ours = hd.random_cosines(768, 1000, book.SEED).share_above(0.1)
    assert ours == 0.005
    for share in (ours, book.WV_SHARE_ABOVE_01_768.value):
        assert abs(share * 1000 - 1000 * p) < 3 * math.sqrt(1000 * p * (1 - p))
    # and 0.4 in 768 dimensions is more than 10 chance standard deviations out
    assert hd.z_score(0.4, 768) > 10 and hd.tail_probability(0.4, 768) < 1e-20


def test_seed_is_respected():
    assert np.array_equal(hd.random_cosines(50, seed=1).cosines, hd.random_cosines(50, seed=1).cosines)
    assert not np.array_equal(hd.random_cosines(50, seed=1).cosines, hd.random_cosines(50, seed=2).cosines)


@pytest.mark.parametrize("dim, pairs", [(300, 1000), (999, 1000), (768, 4000), (10000, 100)])
def test_random_cosines_drawn_in_chunks_are_the_same_numbers(dim, pairs):
    whole = hd.random_cosines(dim, pairs, seed=7, chunk_floats=10**9).cosines       # one draw of u, one of v
    chunked = hd.random_cosines(dim, pairs, seed=7, chunk_floats=0).cosines         # 16 rows at a time
    assert torch.equal(whole, chunked)


@pytest.mark.parametrize("dim, n, seed", [(50, 1000, book.SEED), (768, 1000, 7), (10000, 1000, 42), (300, 251, 3),
                                          (2000, 999, 123), (60, 7, 5), (1000, 250, 1)])
def test_distance_ratio_block_by_block_is_the_whole_matrix_bit_for_bit(dim, n, seed):
    """The points drawn a block at a time (from the generator's saved state) give exactly the distances of all the
    points drawn at once: the same minimum and maximum, to the last bit."""
    assert hd.distance_ratio(dim, n, seed) == hd._distance_ratio_whole(dim, n, seed)


MEMORY_PROBE = """
import sys
from lm_core.vectors import hd_geometry as hd
from ui import runtime
runtime.configure()                                       # the server's settings: one thread, large blocks on mmap
fn = hd.distance_ratio if sys.argv[1] == "blocks" else hd._distance_ratio_whole
fn(100, 300, 1)                                           # torch's first-use allocations, outside the measure
def kb(key):
    return int(next(line for line in open("/proc/self/status") if line.startswith(key)).split()[1])
open("/proc/self/clear_refs", "w").write("5")             # VmHWM := VmRSS
before = kb("VmRSS")
fn(10000, 1000, 42)
print(kb("VmHWM") - before)
"""


def test_distance_ratio_never_holds_all_the_points():
    """At d = 10,000 the whole matrix holds 1000 × 10,000 floats (40 MB) at once; block by block it holds two blocks
    of 250 rows (20 MB). The peak memory of each, in a fresh process of its own with the server's memory settings
    (Linux: VmHWM reset before it)."""
    import subprocess
    import sys
    from pathlib import Path

    root = Path(__file__).resolve().parents[1]
    peak = {how: int(subprocess.run([sys.executable, "-c", MEMORY_PROBE, how], cwd=root, capture_output=True,
                                    text=True, check=True).stdout) / 1024 for how in ("blocks", "whole")}
    assert peak["whole"] > 38, peak                       # the probe sees the 40 MB matrix
    assert peak["blocks"] < 26, peak                      # two blocks of 10 MB and their products
