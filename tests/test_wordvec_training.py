"""The corpus reader, the gensim wrapper (reproducible, with progress), the shipped vectors, and the toy SGNS."""
from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest
import torch

from lm_core.vectors import word2vec as w2
from lm_core.corpus import brown_sentences, gutenberg_sentences, load_corpus
from lm_core.vectors.word_vectors import load_vector_set

ASSETS = Path(__file__).resolve().parent.parent / "assets" / "wordvec"


@pytest.fixture(scope="module")
def corpus():
    return load_corpus(ASSETS)


def test_corpus_word_counts():
    brown = brown_sentences(ASSETS / "nltk_brown.zip")
    gut = gutenberg_sentences(ASSETS / "nltk_gutenberg.zip")
    assert sum(map(len, brown)) == 1_023_444
    assert sum(map(len, gut)) == 1_874_909
    assert all(w.isascii() and w.isalpha() and w.islower() for s in brown[:2000] + gut[:2000] for w in s)


def test_shipped_vectors_cover_the_min_count_vocabulary(corpus):
    wv = load_vector_set(ASSETS, "w2v")
    vocab = corpus.vocabulary(min_count=5)
    assert set(wv.words) == set(vocab)
    assert wv.dim == 100
    counts = [vocab[w] for w in wv.words]
    assert counts == sorted(counts, reverse=True)             # most frequent first, as the cut-off assumes


def test_gensim_training_is_reproducible_and_reports_progress(corpus):
    part = corpus.sentences[:4000]
    cfg = w2.W2VConfig(vector_size=20, epochs=2, min_count=3)
    seen = []
    kv1 = w2.train_gensim(part, cfg, progress=lambda f, e: seen.append((f, e)))
    kv2 = w2.train_gensim(part, cfg)
    assert kv1.index_to_key == kv2.index_to_key
    assert np.array_equal(kv1.vectors, kv2.vectors)
    fractions = [f for f, _ in seen]
    assert fractions == sorted(fractions) and fractions[-1] == 1.0 and {e for _, e in seen} == {1, 2}
    kv3 = w2.train_gensim(part, w2.W2VConfig(vector_size=20, epochs=2, min_count=3, seed=1))
    assert not np.array_equal(kv1.vectors, kv3.vectors)


def test_sgns_loss_is_the_formula():
    g = torch.Generator().manual_seed(0)
    v, u, un = torch.randn(4, 6, generator=g), torch.randn(4, 6, generator=g), torch.randn(4, 3, 6, generator=g)
    manual = 0.0
    for b in range(4):
        term = torch.log(torch.sigmoid(u[b] @ v[b]))
        for i in range(3):
            term = term + torch.log(torch.sigmoid(-(un[b, i] @ v[b])))
        manual += -term / 4
    assert torch.allclose(w2.sgns_loss(v, u, un), manual, atol=1e-6)


def test_toy_sgns_trains():
    model = w2.train_toy_sgns()
    assert model.losses[-1] < 0.7 * model.losses[0]
    assert w2.toy_similarity(model, "king", "queen") > w2.toy_similarity(model, "king", "three") + 0.2
    assert w2.toy_similarity(model, "dog", "cat") > w2.toy_similarity(model, "dog", "five") + 0.2
    assert model.losses == w2.train_toy_sgns().losses                     # seeded


def test_toy_centred_cosines_separate_the_slots():
    model = w2.train_toy_sgns()
    same = [w2.toy_similarity(model, x, y, centred=True) for x, y in
            [("king", "queen"), ("man", "woman"), ("dog", "cat"), ("three", "four")]]
    other = [w2.toy_similarity(model, x, y, centred=True) for x, y in [("king", "three"), ("dog", "crown")]]
    assert min(same) > max(other) + 0.5
    # raw cosines do not show it: dog·crown is almost as high as dog·cat, which is why the page centres
    assert w2.toy_similarity(model, "dog", "crown") > 0.8
    centred = model.centre - model.centre.mean(dim=0)
    a, b = centred[model.words.index("dog")], centred[model.words.index("cat")]
    assert w2.toy_similarity(model, "dog", "cat", centred=True) == pytest.approx(
        float(a @ b / (a.norm() * b.norm())), abs=1e-6)


def test_config_takes_the_chapters_three_settings_from_the_book():
    from lm_core import book
    cfg = w2.W2VConfig()
    assert (cfg.vector_size, cfg.epochs, cfg.min_count, cfg.seed) == (
        book.WV_DIM.value, book.WV_EPOCHS.value, book.WV_MIN_COUNT.value, book.SEED)
