"""The truth of a lesson question, against a reference computed here, at the step's setting and at others.

``ui/lesson/answers.py`` computes each truth with the page's own code; these tests compute it another way (a plain
loop over the word list, the written-out rule of the mechanism, a plain numpy nearest neighbour) or check the rule
the lesson teaches at several knob values, so a truth that reads the wrong knob, the wrong index or the wrong
threshold is caught. (The slow ones, the MiniLM "bank" curves, are checked by tests/test_bank_lesson.py.)
"""
from __future__ import annotations

import math
from collections import Counter

import numpy as np
import pytest

from ui.lesson.answers import truth

pytestmark = pytest.mark.filterwarnings("ignore")


@pytest.fixture(scope="module")
def words():
    """The training names of the book's split, written out as the book prints it: shuffle the 32,033 names with
    ``torch.randperm`` under the generator seeded 2147483647, keep the first 80 % (25,626)."""
    import torch

    from ui.data import word_list
    names = list(word_list().words)
    perm = torch.randperm(len(names), generator=torch.Generator().manual_seed(2147483647)).tolist()
    train = [names[i] for i in perm][: int(0.8 * len(names))]
    assert len(train) == 25_626
    return train


def _bigram_counts(words):
    """Counts of letter pairs, '.' marking a name's start and end (a plain loop, no code of the app)."""
    pairs = Counter()
    for w in words:
        chars = ["."] + list(w) + ["."]
        pairs.update(zip(chars, chars[1:]))
    return pairs


def test_the_empty_cells_share_is_counted_from_the_names(words):
    pairs = _bigram_counts(words)
    alphabet = sorted({c for w in words for c in w} | {"."})
    cells = len(alphabet) ** 2
    assert truth("empty_share") == pytest.approx(100 * (cells - len(pairs)) / cells, abs=1e-9)
    assert round(truth("empty_share"), 1) == 15.5                # 113 of the 27 x 27 cells: the page's 15.5 %


@pytest.mark.parametrize("name", ["anna", "zoe", "xavier"])
def test_a_names_perplexity_is_the_add_one_tables(words, name):
    """The start page's table is add-one smoothed (alpha = 1): p(b | a) = (N[a,b] + 1) / (N[a] + V)."""
    pairs = _bigram_counts(words)
    alphabet = sorted({c for w in words for c in w} | {"."})
    rows = Counter()
    for (a, _), n in pairs.items():
        rows[a] += n
    chars = ["."] + list(name) + ["."]
    nll = [-math.log((pairs[(a, b)] + 1) / (rows[a] + len(alphabet))) for a, b in zip(chars, chars[1:])]
    assert truth("name_ppl", {"name": name}) == pytest.approx(math.exp(sum(nll) / len(nll)), rel=1e-9)


def test_the_count_tables_losses_follow_the_lessons_rules():
    """(The add-one loss is the book's printed figure; the raw table's and the alpha = 100 table's are the rules the
    lesson teaches.)"""
    assert truth("inf_loss") == "infinite"              # an unseen pair in the validation names: loss is infinite
    assert truth("alpha100_vs_1") == "a"                # smoothing with 100 flattens too much: worse than 1
    assert round(truth("smooth_loss"), 4) == 2.4546      # the book's add-one validation loss


@pytest.mark.parametrize("d, k, rank", [(6, 3, 3), (6, 1, 1), (4, 4, 4), (8, 2, 2), (3, 5, 3)])
@pytest.mark.parametrize("seed", [0, 7])
def test_the_rank_of_the_bilinear_matrix_is_the_key_size(d, k, rank, seed):
    """M = (W^A)^T W^B with W^A, W^B of shape (k, d) drawn at random has rank min(k, d); the page caps k at d."""
    assert truth("attn_rank", {"at_d": d, "at_k": k, "at_seed": seed}) == rank


@pytest.mark.parametrize("temp", [0.3, 1.0, 4.0])
@pytest.mark.parametrize("seed", [0, 5])
def test_with_the_causal_mask_the_first_word_sees_only_itself(temp, seed):
    assert truth("causal_first", {"at_temp": temp, "at_seed": seed, "at_scale": seed == 0}) == pytest.approx(1.0)


@pytest.mark.parametrize("seed", [0, 1, 2, 3])
def test_a_low_temperature_sharpens_the_weights(seed):
    assert truth("temp_low_vs_high", {"at_seed": seed, "at_d": 4 + seed}) == "a"


@pytest.mark.parametrize("s, T, verdict", [
    (1.1, 24, "holds"), (1.1, 25, "explodes"),          # 1.1^24 = 9.85 <= 10 < 1.1^25 = 10.8: the page's "explodes"
    (0.9, 65, "holds"), (0.9, 66, "vanishes"),          # 0.9^65 = 0.00106 >= 0.001 > 0.9^66: the page's "vanishes"
    (1.0, 100, "holds"), (2.0, 10, "explodes"), (0.5, 10, "vanishes"),
])
def test_the_far_gradient_verdict_at_the_thresholds(s, T, verdict):
    """A linear RNN with an orthogonal matrix times s: the gradient's norm after T steps is s^T (written out here),
    read as explodes above 10 and vanishes below 10^-3."""
    assert s ** T > 10 if verdict == "explodes" else s ** T < 1e-3 if verdict == "vanishes" else 1e-3 <= s ** T <= 10
    state = {"rnn_s": s, "rnn_T": T, "rnn_nl": "none", "rnn_draw": "orthogonal", "rnn_d": 16}
    assert truth("grad100", state) == verdict


@pytest.mark.parametrize("ins", [0.0, 0.5, 3.0])
def test_the_far_gradient_verdict_reads_the_steps_input_scale(ins):
    """The input scale is part of the step's setting: the verdict is the one of the RNN the page draws at that
    scale (a tanh RNN saturates more with larger inputs). The reference multiplies the T step Jacobians
    diag(1 - h_t^2) W_hh out one by one (numpy's 2-norm of the product), read as above: explodes above 10, vanishes
    below 10^-3. At these settings the three scales give three different verdicts."""
    from lm_core.book import SEED
    from lm_core.rnn import rnn_jacobians as rj

    state = {"rnn_s": 2.0, "rnn_T": 30, "rnn_nl": "tanh", "rnn_draw": "orthogonal", "rnn_d": 16, "rnn_in": ins}
    rnn = rj.build(rj.RNNConfig(hidden=16, length=30, draw="orthogonal", s=2.0, nonlin="tanh", input_scale=ins,
                                seed=SEED))
    h, W = rnn.h[1:].numpy(), rnn.W_hh.numpy()
    P = np.eye(16)
    for t in range(len(h) - 1, -1, -1):
        P = P @ ((1 - h[t] ** 2)[:, None] * W)
    far = np.linalg.norm(P, 2)
    assert truth("grad100", state) == ("explodes" if far > 10 else "vanishes" if far < 1e-3 else "holds")


def _nearest(wv, a, b, c, exclude, cutoff):
    """3CosAdd by plain numpy: the word whose unit vector is closest to b - a + c among the first ``cutoff``."""
    unit = wv.unit[:cutoff].astype(np.float64)
    idx = {w: i for i, w in enumerate(wv.words)}
    q = unit[idx[b]] - unit[idx[a]] + unit[idx[c]]
    sims = unit @ q / np.linalg.norm(q)
    if exclude:
        sims[[idx[a], idx[b], idx[c]]] = -np.inf
    w = wv.words[int(np.argmax(sims))]
    return w if w in ("king", "queen", "woman", "man") else "other"


@pytest.mark.parametrize("state", [{}, {"wv_set": "w2v"}, {"wv_cut": 20_000}, {"wv_a": "woman", "wv_c": "man",
                                                                                 "wv_b": "queen"}])
def test_the_analogy_truth_is_the_nearest_word(state):
    from ui.chapters.word_vectors import cache
    wv = cache.vectors(state.get("wv_set", "glove"))
    a, b, c = state.get("wv_a", "man"), state.get("wv_b", "king"), state.get("wv_c", "woman")
    cutoff = state.get("wv_cut", 100_000)
    assert truth("king", state) == _nearest(wv, a, b, c, False, cutoff)
    assert truth("king_excl", state) == _nearest(wv, a, b, c, True, cutoff)
    if not state:
        assert (truth("king"), truth("king_excl")) == ("king", "queen")     # the chapter's lesson: the cheat


def test_the_mlps_truth_follows_the_steps_context():
    ppl = {k: truth("mlp_ppl", {"mlp_k": k}) for k in (1, 3, 8)}
    assert len(set(ppl.values())) == 3                          # each context its own model
    assert truth("mlp_k1_vs_k8") == ("a" if ppl[1] > ppl[8] else "b") == "a"
    assert all(1.0 < p < 27.0 for p in ppl.values())            # between certainty and a uniform guess over 27


def test_the_tokens_truths_are_the_best_cut():
    from ui.chapters.tokens.cache import SCHEMES, rows_by_scheme
    rows = rows_by_scheme()
    assert truth("tok_low_bpc") == min(SCHEMES, key=lambda s: rows[s]["bits_per_char"])
    assert truth("tok_low_ppl") == min(SCHEMES, key=lambda s: rows[s]["perplexity"])
    assert truth("char_bpc") == pytest.approx(rows["chars"]["bits_per_char"])
    assert truth("tok_low_ppl") != truth("tok_low_bpc")          # the lesson's point: the two rankings differ
