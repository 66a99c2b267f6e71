"""lm_core.rank_stats against scipy.stats (the reference; the app itself does not import scipy.stats)."""
import numpy as np
import pytest
from scipy import stats

from lm_core import rank_stats as rs


@pytest.mark.parametrize("seed", range(4))
def test_ranks_and_correlations_match_scipy_with_ties(seed):
    rng = np.random.default_rng(seed)
    x = rng.integers(0, 12, 200).astype(float)            # many ties
    y = x + rng.normal(0, 3, 200)
    assert np.array_equal(rs.average_ranks(x), stats.rankdata(x))
    assert rs.spearman(x, y) == pytest.approx(stats.spearmanr(x, y).statistic, abs=1e-12)
    assert rs.pearson(x, y) == pytest.approx(stats.pearsonr(x, y).statistic, abs=1e-12)


@pytest.mark.parametrize("a", [0.5, 1.0, 2.5, 49.5, 383.5, 4999.5])
@pytest.mark.parametrize("x", [1e-6, 0.05, 0.3, 0.5, 0.55, 0.7, 0.95, 0.999999])
def test_beta_tail_matches_scipy(a, x):
    for b in (a, 0.5, 3.0):
        want = stats.beta.sf(x, a, b)
        got = rs.beta_sf(x, a, b)
        assert got == pytest.approx(want, rel=1e-9, abs=1e-300), (a, b, x)


def test_beta_tail_edges():
    assert rs.beta_sf(0.0, 2, 2) == 1.0 and rs.beta_sf(1.0, 2, 2) == 0.0 and rs.beta_sf(-1, 2, 2) == 1.0
    assert rs.beta_sf(0.5, 3, 3) == pytest.approx(0.5, abs=1e-15)                    # symmetric law: half above
