"""Low-rank form, non-identifiability, depth collapse and GPT-3's parameter arithmetic (lm_core.attention_algebra)."""
import numpy as np
import pytest

from lm_core.attention import attention as att
from lm_core.attention import attention_algebra as alg
from lm_core import book


@pytest.fixture
def toy():
    return att.draw_toy(att.split_sentence(att.EXAMPLE))


def test_low_rank_form_reproduces_scores(toy):
    M = alg.bilinear_matrix(toy.WA, toy.WB)
    assert M.shape == (6, 6) and np.linalg.matrix_rank(M) == 3
    sv = np.linalg.svd(M, compute_uv=False)
    assert sv[2] > 1e-3 and np.all(sv[3:] < 1e-12)
    R = att.attend(toy.E, toy.WA, toy.WB, toy.WC).R
    np.testing.assert_allclose(alg.scores_from_M(toy.E, M, 3), R, atol=1e-14)


@pytest.mark.parametrize("seed", [0, 1, 2])
def test_rank_never_exceeds_k(seed):
    t = att.draw_toy(("a", "b", "c"), att.ToyConfig(d=10, k=4, seed=seed))
    assert np.linalg.matrix_rank(alg.bilinear_matrix(t.WA, t.WB)) == 4


def test_gpt3_low_rank_arithmetic():
    c = alg.LowRankCount(12_288, 128)
    assert c.full == 150_994_944 and c.factored == 3_145_728 and c.ratio == 48.0
    assert alg.GPT3.head_size == 128


@pytest.mark.parametrize("seed", [0, 5, book.SEED])
def test_invariances(toy, seed):
    rng = np.random.default_rng(seed)
    O = alg.random_orthogonal(3, rng)  # noqa: E741
    np.testing.assert_allclose(O.T @ O, np.eye(3), atol=1e-12)
    S, R = alg.random_invertible(3, rng), alg.random_invertible(6, rng)
    inv = alg.invariances(toy, O, S, R)
    assert inv.rotation_weights_changed > 0.05 and inv.s_weights_changed > 0.05   # the tables did change...
    assert inv.rotation_scores < 1e-12                                              # ...the scores did not
    assert inv.s_matrix < 1e-12 and inv.s_scores < 1e-12
    assert inv.r_scores < 1e-12 and inv.r_outputs_with_wc < 1e-12
    assert inv.r_outputs_without_wc > 1e-3                                          # forgetting W^C shows


def test_rotation_book_check(toy):
    """The chapter's last check: O from QR of a (k, k) draw continuing the same generator."""
    rng = np.random.default_rng(0)
    rng.normal(size=(4, 6)), [rng.normal(size=(3, 6)) for _ in range(3)]
    O, _ = np.linalg.qr(rng.normal(size=(3, 3)))  # noqa: E741
    assert alg.invariances(toy, O, np.eye(3), np.eye(6)).rotation_scores < 1e-12


def test_depth_collapse():
    c = alg.depth_collapse(6, 4, seed=0)
    assert c.linear_gap < 1e-12 and c.linear_fit_residual < 1e-12
    assert c.relu_fit_residual > 0.1


def test_gpt3_parameter_count():
    g = alg.GPT3
    assert g.per_layer == 12 * 12_288 ** 2 == 1_811_939_328
    assert round(g.per_layer / 1e9, 2) == 1.81
    assert round(g.stack / 1e11, 2) == 1.74
    assert round(g.embeddings / 1e9, 1) == 0.6
    assert g.total / 1e9 == pytest.approx(175, rel=0.005)
    assert g.attention_per_layer + g.mlp_per_layer == g.per_layer
