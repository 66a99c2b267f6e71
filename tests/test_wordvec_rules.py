"""Rules of the word-vectors maths at their boundaries and non-default knobs (lm_core/vectors), each against a
reference written here: a plain loop or sort, scipy, gensim, difflib, Python's Counter, the page's own words.

Cheap on purpose (a tiny vocabulary built in the test, small draws): the shipped vector sets are not loaded."""
from __future__ import annotations

import difflib
import math
import re
import warnings
from collections import Counter

import numpy as np
import pytest
import torch
from scipy.spatial.distance import pdist

from lm_core.vectors import analogy_eval as ae
from lm_core.vectors import hd_geometry as hd
from lm_core.vectors import word2vec as w2
from lm_core.vectors import word_vectors as wvm

# most frequent first, as the shipped vocabularies; a cut-off of 5 searches the first five words only
WORDS = ("the", "king", "queen", "man", "woman", "zebra", "cafe", "kings")
SEARCHED = 5
RAW = np.random.default_rng(0).standard_normal((len(WORDS), 8)).astype(np.float32)


@pytest.fixture(scope="module")
def wv():
    return wvm.WordVectors.from_arrays("tiny", WORDS, RAW)


# ---------------------------------------------------------------- the cut-off

@pytest.mark.parametrize("cutoff", [1, SEARCHED, len(WORDS)])
def test_a_cutoff_of_n_knows_exactly_the_first_n_words(wv, cutoff):
    assert [wv.known(w, cutoff) for w in WORDS] == [i < cutoff for i in range(len(WORDS))]
    assert all(wv.known(w) for w in WORDS)                      # no cut-off: every word


def suggestions(wv, raw, cutoff):
    with pytest.raises(wvm.WordError) as e:
        wvm.check_word(wv, raw, cutoff)
    return e.value.code, e.value.params["suggestions"]


@pytest.mark.parametrize("raw, code", [("zebra crossing", "spaces"), ("zebar", "unknown"), ("zébra", "non_latin")])
def test_suggestions_come_from_the_searched_words_only(wv, raw, code):
    """"zebra" is the 6th word: with the first five searched, no path (the first word of a phrase, a typo, an
    accented spelling) may offer it, since using it would fail again; with every word searched, each offers it."""
    got_code, hints = suggestions(wv, raw, SEARCHED)
    assert got_code == code
    assert "zebra" not in hints and all(wv.known(h, SEARCHED) for h in hints)
    assert suggestions(wv, raw, None) == (code, ("zebra",))


def test_a_typo_with_one_letter_too_many_is_offered_its_word(wv):
    """Candidates are words within two letters of the typed length with its first letter: "kingg" keeps "king"
    (difflib's ratio 0.89), the best of difflib's own matches over the whole vocabulary."""
    assert wvm.suggest(wv, "kingg") == tuple(difflib.get_close_matches("kingg", list(WORDS), n=3, cutoff=0.6))
    assert wvm.suggest(wv, "kingg")[0] == "king"


def test_an_analogy_input_past_the_cutoff_gets_no_rank(wv):
    """Ranks and cosines of a, b, c are among the searched words; "woman" (5th) is outside a cut-off of 4."""
    cutoff = WORDS.index("woman")
    res = wvm.analogy(wv, "man", "king", "woman", cutoff=cutoff)
    U = RAW.astype(np.float64) / np.linalg.norm(RAW.astype(np.float64), axis=1, keepdims=True)
    q = U[1] - U[3] + U[4]
    sims = [float(U[i] @ q) / float(np.linalg.norm(q)) for i in range(cutoff)]          # the searched words only
    ranks = {w: 1 + sum(s > sims[WORDS.index(w)] for s in sims) for w in ("man", "king")}
    assert res.input_ranks == ranks
    assert res.input_sims == pytest.approx({w: sims[WORDS.index(w)] for w in ("man", "king")}, abs=1e-6)
    assert res.answer in WORDS[:cutoff] and res.answer not in ("man", "king")


@pytest.mark.parametrize("n", [1, 2, 3, 5, 8])
def test_top_k_is_a_plain_sort(n):
    """Every k up to n, with and without excluded entries, against Python's sorted (distinct values: no ties)."""
    sims = np.random.default_rng(n).standard_normal(n).astype(np.float32)
    order = sorted(range(n), key=lambda i: -float(sims[i]))
    for k in range(1, n + 1):
        assert wvm.top_k(sims, k).tolist() == order[:k]
        exclude = order[:1] + order[-1:]
        assert wvm.top_k(sims, k, exclude).tolist() == [i for i in order if i not in exclude][:k]


# ---------------------------------------------------------------- the evaluation files

def test_word_pairs_are_tab_separated(tmp_path):
    """WordSim/SimLex lines are TSV: a field may hold a space ("new york"); comments and blank lines skipped."""
    f = tmp_path / "pairs.tsv"
    f.write_text("# word1\tword2\tscore\nnew york\tcity\t7.5\nTiger\tcat\t7.35\textra\n\n", encoding="utf-8")
    assert ae.load_pairs(f) == [("new york", "city", 7.5), ("tiger", "cat", 7.35)]


def test_questions_map_to_their_sections_also_when_there_are_none(tmp_path):
    f = tmp_path / "q.txt"
    f.write_text("athens greece oslo norway\n: capital\nathens greece oslo norway\nthree words only\n"
                 ": gram1-adjective-to-adverb\nCalm calmly quick quickly\n", encoding="utf-8")
    qs = ae.load_questions(f)                      # the line before any section and the short one are skipped
    assert [qs.sections[i] for i in qs.section_of] == ["capital", "gram1-adjective-to-adverb"]
    assert qs.words[1] == ("calm", "calmly", "quick", "quickly")
    assert qs.semantic()[qs.section_of].tolist() == [True, False]
    f.write_text(": capital\n: gram1-adjective-to-adverb\n", encoding="utf-8")      # sections, no question yet
    empty = ae.load_questions(f)
    assert len(empty) == 0 and empty.semantic()[empty.section_of].tolist() == []


def test_an_empty_group_has_no_accuracy_and_no_warning():
    """A group with no answerable question (here: no syntactic section) reads NaN, quietly (no 0/0 warning)."""
    table = ae.EvalTable(name="tiny", cutoff=10, sections=("capital", "gram1"), semantic=(True, False),
                         total=(4, 0), answerable=(3, 0), correct={m: (2, 0) for m in ae.METHODS},
                         input_wins=(1, 0), wins_by_input={k: (1, 0) for k in "abc"})
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        assert math.isnan(table.accuracy("add", "syntactic")) and math.isnan(table.input_win_rate("syntactic"))
        assert table.accuracy("add", "semantic") == 2 / 3 == table.accuracy("add")


# ---------------------------------------------------------------- high dimensions

@pytest.mark.parametrize("dim, seed", [(50, 0), (64, 3)])
def test_two_points_have_one_distance(dim, seed):
    """n = 2, the smallest cloud: the one pair is both the nearest and the farthest (points: torch.rand(n, dim)
    from a generator seeded with ``seed``, as the docstring says), against scipy's pdist."""
    X = torch.rand(2, dim, generator=torch.Generator().manual_seed(seed)).double().numpy()
    d = float(pdist(X)[0])
    p = hd.distance_ratio(dim, n=2, seed=seed)
    assert (p.d_min, p.d_max) == pytest.approx((d, d), rel=1e-5)


def test_the_block_path_finds_the_nearest_pair_in_low_dimensions_too(monkeypatch):
    """The block-by-block product path, forced on at d = 3 (where the nearest pair is ~0.01 apart), finds the
    same nearest and farthest pairs as scipy's pdist; |x|² + |y|² − 2x·y in float32 costs precision there, hence
    the loose tolerance (the path is kept for d ≥ 50 for that reason)."""
    monkeypatch.setattr(hd, "EXACT_BELOW", 0)
    n, dim, seed = 300, 3, 5                                   # two blocks of rows: 250 and 50
    D = pdist(torch.rand(n, dim, generator=torch.Generator().manual_seed(seed)).double().numpy())
    p = hd.distance_ratio(dim, n=n, seed=seed)
    assert D.min() < 0.1
    assert p.d_min == pytest.approx(D.min(), rel=0.05) and p.d_max == pytest.approx(D.max(), rel=1e-5)


def test_a_draw_of_random_cosines_is_the_pages_1000_pairs():
    from ui.strings.word_vectors import EN
    pairs = int(re.search(r"([\d,]+) pairs", EN["word_vectors.book_note.draw"]).group(1).replace(",", ""))
    assert pairs == 1000
    assert hd.random_cosines(20).cosines.shape == (pairs,)


def test_share_above_is_strictly_above():
    """"|cos| > threshold": a cosine exactly at the threshold is not counted (a plain count as the reference)."""
    c = [0.5, -0.5, 0.25, -0.75]
    s = hd.CosineSample(dim=4, cosines=torch.tensor(c))
    for t in (0.25, 0.5, 0.75):
        assert s.share_above(t) == sum(abs(x) > t for x in c) / len(c)


# ---------------------------------------------------------------- word2vec

def test_progress_reports_every_few_sentences_of_each_pass():
    """every=2 over 5 sentences, 2 passes after gensim's vocabulary scan: at sentences 0, 2, 4 and at each end."""
    seen = []
    corpus = w2._Progress([["a"]] * 5, epochs=2, report=lambda f, e: seen.append((round(f, 12), e)), every=2)
    for _ in range(3):
        list(corpus)
    expected = [((epoch - 1 + i / 5) / 2, epoch) for epoch in (1, 2) for i in (0, 2, 4, 5)]
    assert seen == [(round(f, 12), e) for f, e in expected]


def test_gensim_run_uses_the_configs_downsampling():
    """W2VConfig.sample at a non-default value reaches gensim: the vectors are those of gensim's own Word2Vec
    with that sample, and differ from its default 1e-3 on this corpus (where every word is frequent)."""
    from gensim.models import Word2Vec

    sentences = [s.split() for s in w2.TOY_CORPUS] * 20
    cfg = w2.W2VConfig(vector_size=8, epochs=1, min_count=1, sample=0.0)
    kv = w2.train_gensim(sentences, cfg)
    ref = Word2Vec(sentences, vector_size=8, window=cfg.window, min_count=1, sg=1, hs=0, negative=cfg.negative,
                   sample=0.0, seed=cfg.seed, workers=1, epochs=1).wv
    assert kv.index_to_key == ref.index_to_key and np.array_equal(kv.vectors, ref.vectors)
    default = w2.train_gensim(sentences, w2.W2VConfig(vector_size=8, epochs=1, min_count=1))
    assert not np.array_equal(kv.vectors, default.vectors)


@pytest.mark.parametrize("dim", [4, 10])
def test_toy_vectors_start_as_word2vec_starts_them(dim):
    """word2vec.c (and gensim): each centre vector uniform in [−0.5, 0.5) / dim, every context vector zero."""
    model = w2.train_toy_sgns(dim=dim, epochs=0, seed=7)
    assert model.losses == ()
    assert float(model.centre.min()) >= -0.5 / dim and float(model.centre.max()) < 0.5 / dim
    assert abs(float(model.centre.mean())) < 0.1 / dim and float(model.context.abs().max()) == 0.0
    ref = (torch.rand(len(model.words), dim, generator=torch.Generator().manual_seed(7)) - 0.5) / dim
    assert torch.equal(model.centre, ref)


def test_toy_noise_words_are_drawn_from_counts_to_the_three_quarters(monkeypatch):
    """The noise distribution is the unigram count ** 0.75, normalised (Mikolov et al. 2013), from a Counter."""
    counts = Counter(w for s in w2.TOY_CORPUS for w in s.split())
    words = sorted(counts)
    weights = [counts[w] ** 0.75 for w in words]
    expected = torch.tensor([x / sum(weights) for x in weights], dtype=torch.float64)
    drawn = []
    real = torch.multinomial

    def spy(p, *args, **kwargs):
        drawn.append(p.clone())
        return real(p, *args, **kwargs)

    monkeypatch.setattr(torch, "multinomial", spy)
    w2.train_toy_sgns(epochs=2)
    assert len(drawn) == 2
    for p in drawn:
        assert torch.allclose(p, expected, rtol=1e-12, atol=0)
