"""The names ladder and the context-coverage analysis (lm_core/tokens/names_ladder.py, ui/chapters/tokens/cache.py)."""
import json
import math
from pathlib import Path

import pytest
import torch

from lm_core import book
from lm_core.tokens import names_ladder as nl
from lm_core.neural.mlp import windows

ROOT = Path(__file__).resolve().parent.parent


def test_trigram_table_matches_a_plain_loop(names_bigram):
    d = names_bigram
    fast = nl.trigram_counts(d.split.train, d.vocab)
    slow = nl.trigram_counts_reference(d.split.train, d.vocab)
    assert fast.shape == (27, 27, 27)
    assert torch.equal(fast, slow)
    # every training prediction counted once: letters plus one end per name
    assert int(fast.sum()) == sum(len(w) + 1 for w in d.split.train)


def test_trigram_rows_sum_to_one_and_alpha_is_the_best_of_the_grid(names_bigram):
    d = names_bigram
    N = nl.trigram_counts(d.split.train, d.vocab)
    alpha, nll = nl.tune_trigram(N, d.split.val, d.vocab)
    P = nl.trigram_probs(N, alpha)
    assert torch.allclose(P.sum(-1), torch.ones(27, 27, dtype=torch.float64))
    others = [nl.trigram_nll(nl.trigram_probs(N, a), d.split.val, d.vocab) for a in nl.TRIGRAM_ALPHAS]
    assert nll == min(others)
    # the loss written out with a loop over the validation names
    total, n = 0.0, 0
    stoi = d.vocab.stoi
    for w in d.split.val[:200]:
        cs = [".", "."] + list(w) + ["."]
        for a, b, c in zip(cs, cs[1:], cs[2:]):
            total -= math.log(float(P[stoi[a], stoi[b], stoi[c]]))
            n += 1
    assert nl.trigram_nll(P, d.split.val[:200], d.vocab) == pytest.approx(total / n, rel=1e-12)


@pytest.fixture(scope="module")
def scores():
    from ui.chapters.tokens import cache as tokens_cache
    return tokens_cache.ladder_scores()


def test_ladder_reproduces_the_book_and_the_shipped_metrics(scores, names_bigram):
    from lm_core.rnn import char_rnn
    from lm_core.attention import tiny_transformer
    from lm_core.neural.mlp import evaluate, load, weights_path

    d = names_bigram
    val = d.split.val
    assert math.exp(scores["uniform"][0]) == pytest.approx(book.UNIFORM_PPL.value, abs=5e-4)
    assert f"{math.exp(scores['bigram'][0]):.3f}" == book.VAL_PPL_ADD1.printed            # 11.642
    assert f"{math.exp(scores['transformer'][0]):.3f}" == "7.303"
    # the networks' shipped metrics are what their shipped weights give on the validation names, now
    tf, tf_info = tiny_transformer.load_shipped()
    live = tiny_transformer.mean_nll(tf, *tiny_transformer.encode_names(val, d.vocab, tf.cfg.block_size))
    assert (live == pytest.approx(tf_info["mean_nll"]["val"], abs=1e-6)
            and scores["transformer"][0] == tf_info["mean_nll"]["val"])
    mlp_metrics = json.loads((ROOT / "assets/mlp/metrics.json").read_text())["models"]["3"]
    mlp, _, _ = load(weights_path(ROOT / "assets/mlp", 3))
    live = evaluate(mlp, *nl.windows_fast(val, d.vocab, 3))
    assert live == pytest.approx(mlp_metrics["val_loss"], abs=1e-6) and scores["mlp3"] == (mlp_metrics["val_loss"],
                                                                                            mlp_metrics["params"])
    gru, gru_info = char_rnn.load_shipped()
    live = char_rnn.mean_nll(gru, *char_rnn.encode_names(val, d.vocab, gru.cfg.block_size))
    assert live == pytest.approx(gru_info["mean_nll"]["val"], abs=1e-6)
    assert scores["gru"] == (gru_info["mean_nll"]["val"], gru_info["n_params"])


def test_ladder_order(scores):
    # every richer model beats the one before it, and the GRU beats the count tables
    ppl = {k: math.exp(v[0]) for k, v in scores.items()}
    assert ppl["uniform"] > ppl["bigram"] > ppl["trigram"]
    assert ppl["gru"] < ppl["trigram"] and ppl["gru"] < ppl["mlp3"]
    assert scores["trigram"][1] == 27 ** 3


def test_samples_are_ten_per_model_and_follow_the_seed():
    from ui.chapters.tokens import cache as tokens_cache
    a = tokens_cache.ladder_samples(7)
    b = tokens_cache.ladder_samples(7)
    c = tokens_cache.ladder_samples(8)
    assert set(a) == set(tokens_cache.LADDER)
    assert all(len(v) == 10 for v in a.values())
    assert a == b and a != c
    assert all(set("".join(v)) <= set("abcdefghijklmnopqrstuvwxyz") for v in a.values())


def test_contexts_calculator():
    assert nl.possible_contexts(27, 3) == 19_683
    assert nl.possible_contexts(50_000, 10) == 50_000 ** 10
    assert nl.sci(50_000 ** 10) == (9.8, 46)
    assert nl.sci(19_683) == (2.0, 4)


def test_coverage_against_a_plain_count(names_bigram):
    d = names_bigram
    cov = [nl.coverage(d.split.train, d.split.val, d.vocab, m) for m in range(1, 5)]
    assert cov[0].possible == 27 and cov[0].seen_in_train == 27
    for c in cov:
        X, _ = windows(d.split.train, d.vocab, c.m)
        seen = {tuple(r) for r in X.tolist()}
        Xv, _ = windows(d.split.val, d.vocab, c.m)
        assert c.seen_in_train == len(seen)
        assert c.val_unseen == sum(tuple(r) not in seen for r in Xv.tolist())
        assert c.val_positions == len(Xv)
    shares = [c.share_seen for c in cov]
    assert shares == sorted(shares, reverse=True) and shares[-1] < 0.2
    unseen = [c.share_val_unseen for c in cov]
    assert unseen == sorted(unseen) and unseen[-1] > unseen[0]


@pytest.mark.parametrize("m", [1, 2, 3, 6])
def test_fast_windows_equal_the_mlp_windows(names_bigram, m):
    d = names_bigram
    X, Y = nl.windows_fast(d.split.val, d.vocab, m)
    Xr, Yr = windows(d.split.val, d.vocab, m)
    assert torch.equal(X, Xr) and torch.equal(Y, Yr)


def test_trigram_alpha_is_chosen_on_the_last_tenth_of_the_training_names(names_bigram):
    from lm_core.tokens import trigram_alpha as ta

    d = names_bigram
    fit, tune = ta.split_training(d.split.train)
    assert len(tune) == round(0.1 * len(d.split.train)) and fit + tune == list(d.split.train)
    choice = ta.choose_alpha(d.split.train, d.vocab)
    assert (choice.n_fit, choice.n_tune) == (len(fit), len(tune))
    assert choice.alpha == nl.TRIGRAM_ALPHAS[choice.grid_nll.index(min(choice.grid_nll))]
    assert choice.alpha != max(nl.TRIGRAM_ALPHAS) and choice.tune_nll == min(choice.grid_nll)
    # the tuning names' NLL by hand at the chosen α: counts of the other training names, add-α over 27 symbols
    N = nl.trigram_counts_reference(fit, d.vocab).double()
    X, Y = nl.windows_fast(tune, d.vocab, 2)
    p = (N[X[:, 0], X[:, 1], Y] + choice.alpha) / (N.sum(-1)[X[:, 0], X[:, 1]] + 27 * choice.alpha)
    assert float(-p.log().mean()) == pytest.approx(choice.tune_nll, abs=1e-12)


@pytest.mark.parametrize("n, digits", [(96, 2), (99_999, 2), (9_960_000, 2), (19_683, 2), (50_000 ** 10, 2),
                                       (99_999, 3), (123_456, 3), (27 ** 6, 2)])
def test_sci_rounds_like_python_e_format(n, digits):
    """(mantissa, exponent) is what Python's own ``e`` format writes, also when rounding carries into a new
    power of ten (99,999 -> 1.0e5); none of these numbers sits on a rounding tie."""
    mant, exp = f"{n:.{digits - 1}e}".split("e")
    assert nl.sci(n, digits) == (float(mant), int(exp))


def test_a_runaway_trigram_sample_stops_at_max_len_letters(names_bigram):
    """A table that never draws the closing '.' makes every name run to the cap: exactly ``max_len`` letters."""
    vocab = names_bigram.vocab
    P = torch.ones(27, 27, 27, dtype=torch.float64)
    P[..., 0] = 0.0
    P /= P.sum(-1, keepdim=True)
    for max_len in (1, 7):
        names = nl.trigram_sample(P, vocab, 3, torch.Generator().manual_seed(0), max_len=max_len)
        assert [len(w) for w in names] == [max_len] * 3


def test_uniform_samples_never_pass_max_len_letters(names_bigram):
    """Each letter goes on with probability 26/27, so most of 40 names reach a cap of 2 letters; none passes it."""
    names = nl.uniform_sample(names_bigram.vocab, 40, torch.Generator().manual_seed(0), max_len=2)
    lengths = [len(w) for w in names]
    assert max(lengths) == 2 and lengths.count(2) > 20
