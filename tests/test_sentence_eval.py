"""Sentence-vector evaluation: Spearman, overlap, averaging, the matrix-product search, the shipped STS data."""
from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest
from scipy.stats import spearmanr

from lm_core import book
from lm_core.encoders import sentence_eval as se

ASSETS = Path(__file__).resolve().parent.parent / "assets" / "sentences"
SHARED = Path(__file__).resolve().parents[2] / "shared" / "data" / "stsbenchmark" / "sts-test.csv"


def test_spearman_matches_scipy_with_ties():
    rng = np.random.default_rng(0)
    x, y = rng.integers(0, 5, 200).astype(float), rng.normal(size=200)
    assert se.spearman(x, y) == pytest.approx(spearmanr(x, y).statistic, abs=1e-12)
    assert se.spearman([1, 2, 3], [10, 20, 30]) == pytest.approx(1.0)


def test_jaccard_by_hand():
    assert se.jaccard("The cat sat.", "the cat ran") == pytest.approx(2 / 4)
    assert se.jaccard("", "") == 0.0
    assert se.jaccard("Ünïcode ok", "ünïcode") == pytest.approx(1 / 2)


def test_average_vectors_by_hand():
    unit = np.array([[1, 0], [0, 1], [0.6, 0.8]], dtype=np.float32)
    out = se.average_vectors(["a b zz", "nothing known", "c"], {"a": 0, "b": 1, "c": 2}, unit)
    assert np.allclose(out[0], [2 ** -0.5, 2 ** -0.5]) and np.allclose(out[1], 0) and np.allclose(out[2], [0.6, 0.8])


def test_matrix_product_search_equals_brute_force_loop():
    rng = np.random.default_rng(1)
    index, queries = rng.normal(size=(200, 16)), rng.normal(size=(7, 16))
    top, scores = se.search(queries, index, 5)
    assert top.tolist() == se.search_loop(queries, index, 5)
    assert scores.shape == (7, 5) and np.all(np.diff(scores, axis=1) <= 0)
    q0, e = queries[0] / np.linalg.norm(queries[0]), index[top[0, 0]] / np.linalg.norm(index[top[0, 0]])
    assert scores[0, 0] == pytest.approx(q0 @ e, abs=1e-5)


def test_top1_accuracy_counts_partner_hits():
    e = np.eye(4)
    assert se.top1_accuracy(e, e) == 1.0
    assert se.top1_accuracy(e[[1, 0, 2, 3]], e) == 0.5
    assert se.overlap_top1(["red cat", "blue dog"], ["a red cat", "the blue dog"]) == 1.0


def test_shipped_sts_drops_only_msr_rows():
    pairs = se.load_sts(ASSETS / "sts-test.csv")
    assert len(pairs) == 879 and not set(se.LICENCE_DROPPED) & set(pairs.source)
    assert set(pairs.source) == {"images", "track5.en-en", "answer-answer", "headlines"}
    assert pairs.score.min() >= 0 and pairs.score.max() <= 5
    if SHARED.exists():
        full = se.load_sts(SHARED)
        assert len(full) == book.STS_TEST_PAIRS.value
        assert len(full) - len(pairs) == 500


def test_retrieval_pairs_are_the_highest_scored():
    pairs = se.load_sts(ASSETS / "sts-test.csv")
    rows = se.retrieval_indices(pairs)
    assert len(rows) == book.RETRIEVAL_PAIRS.value == 200
    assert pairs.score[rows].min() >= np.sort(pairs.score)[-200]


def test_identical_indexed_text_counts_as_a_hit():
    """Rows 0 and 2 hold the same sentence: a query whose partner is row 2 ties with row 0, which comes first."""
    index = np.array([[1.0, 0.0], [0.0, 1.0], [1.0, 0.0]])
    queries = np.array([[1.0, 0.1], [0.1, 1.0], [1.0, 0.1]])
    texts = ["a cat sat", "a dog ran", "a cat sat"]
    assert se.top1_accuracy(queries, index) == pytest.approx(2 / 3)          # by row, row 2 can never win
    assert se.top1_accuracy(queries, index, texts) == 1.0                     # by text, it is a hit
    assert se.overlap_top1(["the cat sat", "the dog ran", "the cat sat"], texts) == 1.0
    assert se.overlap_top1(["the dog ran", "the cat sat", "the cat sat"], texts) == pytest.approx(1 / 3)
