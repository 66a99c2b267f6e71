"""The mechanism (lm_core.attention): the chapter's example to the printed digits, and its properties."""
import numpy as np
import pytest

from lm_core.attention import attention as att
from lm_core.attention import attention_algebra as alg
from lm_core import book as bk


def book_reference():
    """The chapter's own draw, written out independently of lm_core: rng(0), E (4, 6), then W^A, W^B, W^C."""
    rng = np.random.default_rng(0)
    E = rng.normal(size=(4, 6))
    WA, WB, WC = (rng.normal(size=(3, 6)) / np.sqrt(6) for _ in range(3))
    return E, WA, WB, WC


@pytest.fixture
def book():
    words = att.split_sentence(att.EXAMPLE)
    toy = att.draw_toy(words)
    return words, toy, att.attend(toy.E, toy.WA, toy.WB, toy.WC)


def test_book_figures(book):
    """The chapter's listing, recomputed: the same digits as lm_core.book's records (and those as printed)."""
    words, _, res = book
    assert " ".join(words) == bk.ATT_SENTENCE.value == "il gatto nero salta"
    s, g = words.index("salta"), words.index("gatto")
    assert round(res.R[s, g], 3) == bk.ATT_R_SALTA_GATTO.value == -0.503
    assert round(res.R[g, s], 3) == bk.ATT_R_GATTO_SALTA.value == -0.272
    assert tuple(np.round(res.alpha[s], 3).tolist()) == bk.ATT_ALPHA_SALTA.value
    assert str(np.round(res.alpha[s], 3)) == bk.ATT_ALPHA_SALTA.printed == "[0.208 0.109 0.425 0.258]"
    assert res.alpha[s].sum() == pytest.approx(1.0)


def test_gpt3_figures_against_the_book():
    """Ours exactly; the book's to its printed digits. The book's 175 B is GPT-3's published total (biases and
    normalisations included), ours counts 12 d² per layer + V d as the chapter does: within 0.5%."""
    assert (alg.GPT3.d, alg.GPT3.L, alg.GPT3.H, alg.GPT3.V) == (12_288, 96, 96, 50_257)
    low = alg.LowRankCount(alg.GPT3.d, int(alg.GPT3.head_size))
    assert low.k == bk.GPT3_K.value == 128
    assert low.full == bk.GPT3_FULL.value == 150_994_944
    assert low.factored == bk.GPT3_FACTORED.value == 3_145_728
    assert low.ratio == bk.GPT3_RATIO.value == 48
    assert alg.GPT3.per_layer == 1_811_939_328 and abs(alg.GPT3.per_layer - bk.GPT3_PER_LAYER.value) <= 0.005e9
    assert alg.GPT3.stack == 173_946_175_488 and abs(alg.GPT3.stack - bk.GPT3_STACK.value) <= 0.005e11
    assert alg.GPT3.embeddings == 617_558_016 and abs(alg.GPT3.embeddings - bk.GPT3_EMB.value) <= 0.05e9
    assert alg.GPT3.total == 174_563_733_504 and abs(alg.GPT3.total / bk.GPT3_TOTAL.value - 1) < 0.005


def test_draw_order_matches_the_chapter(book):
    _, toy, res = book
    E, WA, WB, WC = book_reference()
    np.testing.assert_array_equal(toy.E, E)
    np.testing.assert_array_equal(toy.WC, WC)
    A, B, C = E @ WA.T, E @ WB.T, E @ WC.T
    R = A @ B.T / np.sqrt(3)
    np.testing.assert_allclose(res.R, R)
    # outputs are the weighted averages of the third projections, one position at a time
    for i in range(4):
        np.testing.assert_allclose(res.O[i], sum(res.alpha[i, j] * C[j] for j in range(4)))


def test_repeated_word_keeps_its_vector():
    toy = att.draw_toy(("the", "cat", "saw", "the", "dog"))
    np.testing.assert_array_equal(toy.E[0], toy.E[3])
    assert toy.table.shape == (4, 6)


def test_softmax_naive_overflows_where_log_sum_exp_does_not():
    z = np.array([800.0, 799.0, 10.0])
    naive, stable = att.softmax(z, stable=False), att.softmax(z)
    assert np.isnan(naive).any()
    assert np.isfinite(stable).all() and stable.sum() == pytest.approx(1.0)
    assert stable[0] / stable[1] == pytest.approx(np.e)
    # on ordinary scores both formulas agree
    small = np.array([0.3, -1.2, 2.0])
    np.testing.assert_allclose(att.softmax(small, stable=False), att.softmax(small))
    _, nv, st = att.overflow_demo(small, 1000.0)
    assert np.isnan(nv).any() and np.isfinite(st).all()


def test_causal_mask_zeroes_the_future(book):
    _, toy, _ = book
    res = att.attend(toy.E, toy.WA, toy.WB, toy.WC, causal=True)
    assert np.all(np.triu(res.alpha, 1) == 0)
    assert res.alpha[0, 0] == pytest.approx(1.0)
    np.testing.assert_allclose(res.alpha.sum(1), 1.0)


def test_temperature_and_scaling(book):
    _, toy, base = book
    hot = att.attend(toy.E, toy.WA, toy.WB, toy.WC, temperature=100.0)
    cold = att.attend(toy.E, toy.WA, toy.WB, toy.WC, temperature=0.01)
    np.testing.assert_allclose(hot.alpha, 0.25, atol=0.01)
    np.testing.assert_allclose(cold.alpha.max(1), 1.0, atol=1e-6)
    raw = att.attend(toy.E, toy.WA, toy.WB, toy.WC, scale=False)
    np.testing.assert_allclose(raw.R, base.R * np.sqrt(3))


def test_softmax_jacobian_matches_finite_differences():
    z = np.array([0.5, -0.3, 1.1, 0.0])
    J = att.softmax_jacobian(att.softmax(z))
    eps = 1e-6
    num = np.stack([(att.softmax(z + eps * e) - att.softmax(z - eps * e)) / (2 * eps) for e in np.eye(4)], axis=1)
    np.testing.assert_allclose(J, num, atol=1e-8)


def test_saturation_without_scaling():
    ks = [1, 16, 256, 2048]
    raw = att.saturation_curve(4, 6, ks, scale=False, draws=10)
    scaled = att.saturation_curve(4, 6, ks, scale=True, draws=10)
    assert raw.max_weight[-1] > 0.95 and raw.grad_norm[-1] < 0.1          # one-hot, no gradient
    assert np.all(np.diff(raw.score_std) > 0)
    assert scaled.max_weight[-1] < 0.7 and scaled.grad_norm[-1] > 0.3      # unchanged by k
    assert scaled.score_std.max() / scaled.score_std.min() < 2


def test_permutation_equivariance_and_positions():
    words = att.split_sentence("the dog bites the man")
    toy = att.draw_toy(words, att.ToyConfig(d=8, k=4, seed=3))
    perm = att.permutation(len(words), 7)
    assert not np.all(perm == np.arange(len(words)))
    R = att.attend(toy.E, toy.WA, toy.WB, toy.WC).R
    Rs = att.attend(toy.E[perm], toy.WA, toy.WB, toy.WC).R
    np.testing.assert_allclose(Rs, R[np.ix_(perm, perm)], atol=1e-12)
    assert att.equivariance_gap(toy.E, toy, perm) < 1e-12
    assert att.equivariance_gap(toy.E, toy, perm, att.sinusoidal_positions(len(words), 8)) > 1e-3


def test_multi_head_shapes_and_recomposition():
    toy = att.draw_toy(att.split_sentence(att.EXAMPLE))
    heads = att.draw_heads(6, 3, 0)
    passes, out = att.multi_head(toy.E, heads)
    assert len(passes) == 3 and passes[0].A.shape == (4, 2) and heads.WO.shape == (6, 6)
    concat = np.concatenate([p.O for p in passes], axis=1)
    np.testing.assert_allclose(out, concat @ heads.WO.T)
    assert not np.allclose(passes[0].alpha, passes[1].alpha)     # independent triples, different patterns


@pytest.mark.parametrize("text, code", [
    ("", "empty"), ("   ", "empty"), ("gatto", "one_word"), ("il gatto 😀", "not_words"),
    ("r2 d2", "not_words"), ("a " * 20, "too_many"), ("a " + "b" * 30, "too_long"),
])
def test_bad_sentences(text, code):
    with pytest.raises(att.SentenceError) as err:
        att.split_sentence(text)
    assert err.value.code == code


def test_sentence_normalisation():
    assert att.split_sentence("  Il GATTO  nero ") == ("il", "gatto", "nero")
    assert att.split_sentence("l'uomo morde") == ("l'uomo", "morde")
