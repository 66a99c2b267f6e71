"""The count table and its metrics, checked against the book's plain loop and its printed figures."""
import math

import pytest
import torch

from lm_core.counting import bigram
from lm_core.metrics import bits, perplexity
from lm_core import book
from lm_core.words import Vocab


def test_count_table_equals_the_plain_loop(names_bigram):
    train = names_bigram.split.train
    reference = bigram.count_table_reference(train, names_bigram.vocab)
    assert torch.equal(bigram.count_table(train, names_bigram.vocab), reference)
    assert torch.equal(names_bigram.N, reference)


def test_count_table_on_a_tiny_list_by_hand():
    vocab = Vocab.from_words(["ab", "b"])
    N = bigram.count_table(["ab", "b"], vocab)
    # .a a b b . | .b b .
    assert N.tolist() == [[0, 1, 1], [0, 0, 1], [2, 0, 0]]


def test_book_counts(names_bigram):
    N = names_bigram.N
    assert int(N.sum()) == book.TRAIN_BIGRAMS.value
    assert bigram.zero_cells(N) == book.EMPTY_CELLS.value and N.numel() == book.TABLE_CELLS.value
    assert f"{100 * bigram.zero_cells(N) / N.numel():.1f}%" == book.EMPTY_SHARE.printed


def test_book_losses(names_bigram):
    d = names_bigram
    add1 = d.evaluate(bigram.probabilities(d.N, 1.0), "val")
    assert f"{add1.mean_nll:.4f}" == book.VAL_LOSS_ADD1.printed
    assert f"{add1.perplexity:.3f}" == book.VAL_PPL_ADD1.printed
    raw = d.evaluate(bigram.probabilities(d.N, 0.0), "val")
    assert math.isinf(raw.mean_nll) and math.isinf(raw.perplexity)
    assert raw.n_zero == book.VAL_EMPTY_HITS.value
    assert f"{raw.finite_nll:.4f}" == book.FINITE_LOSS_RAW.printed
    uni = bigram.uniform_eval(len(d.vocab), raw.n_pairs)
    assert f"{uni.mean_nll:.4f}" == book.UNIFORM_LOSS.printed and f"{uni.perplexity:.3f}" == book.UNIFORM_PPL.printed


def test_validation_pairs_in_empty_cells(names_bigram):
    d = names_bigram
    hits = bigram.pairs_in_empty_cells(d.N, *d.pairs["val"], d.vocab)
    assert sorted(hits) == sorted([("p", "k", 1), ("d", "q", 1), ("q", "o", 2),
                                   ("s", "q", 1), ("z", "j", 1), ("g", "v", 1)])


def test_row_after_a(names_bigram):
    d = names_bigram
    a = d.vocab.stoi["a"]
    add1 = bigram.probabilities(d.N, 1.0)[a]
    expected = {ch: f"{p:.4f}" for ch, p in book.A_ROW_ADD1.value}
    top6 = torch.argsort(add1, descending=True)[:6].tolist()
    assert [d.vocab.itos[i] for i in top6] == list(expected)
    for ch, value in expected.items():
        assert f"{add1[d.vocab.stoi[ch]]:.4f}" == value
    raw = bigram.probabilities(d.N, 0.0)[a]
    assert f"{raw[0]:.4f}" == "0.1945" and f"{raw[d.vocab.stoi['n']]:.4f}" == "0.1601"


def test_perplexity_is_exp_of_mean_nll(names_bigram):
    d = names_bigram
    P = bigram.probabilities(d.N, 0.5)
    xs, ys = d.pairs["test"]
    e = d.evaluate(P, "test")
    manual = -torch.log(P[xs, ys]).mean().item()
    assert e.mean_nll == pytest.approx(manual, rel=1e-12)
    assert e.perplexity == pytest.approx(math.exp(manual), rel=1e-12)
    assert e.bits == pytest.approx(manual / math.log(2), rel=1e-12)
    assert perplexity(math.inf) == math.inf and bits(math.log(2)) == pytest.approx(1.0)


def test_rows_sum_to_one_and_smoothing_moves_towards_uniform(names_bigram):
    N = names_bigram.N
    for alpha in (0.0, 1.0, 1e6):
        P = bigram.probabilities(N, alpha)
        assert torch.allclose(P.sum(1), torch.ones(len(N), dtype=P.dtype))
    assert torch.allclose(bigram.probabilities(N, 1e9), torch.full_like(N, 1 / 27, dtype=torch.float64), atol=1e-6)


def book_P(d):
    P = d.N.float()
    return P / P.sum(1, keepdim=True)


def test_book_sampling_protocol(names_bigram):
    d = names_bigram
    g = torch.Generator().manual_seed(book.SEED)
    words = [bigram.steps_to_word(s) for s in bigram.sample(bigram.probabilities(d.N, 0.0), d.vocab, 20, g)]
    assert book.SAMPLE.value in words
    assert max(len(w) for w in words) == book.LONGEST_OF_20.value
    # the same draws as the book's own loop: one multinomial per character from float32 rows
    g = torch.Generator().manual_seed(book.SEED)
    P, loop = book_P(d), []
    for _ in range(20):
        ix, out = 0, []
        while True:
            ix = torch.multinomial(P[ix], num_samples=1, replacement=True, generator=g).item()
            if ix == 0:
                break
            out.append(d.vocab.itos[ix])
        loop.append("".join(out))
    assert words == loop


def test_sample_steps_carry_the_probability_of_each_draw(names_bigram):
    d = names_bigram
    P = bigram.probabilities(d.N, 0.0)
    (steps,) = bigram.sample(P, d.vocab, 1, torch.Generator().manual_seed(1))
    assert steps[0].prev == "." and steps[-1].char == "."
    for s in steps:
        assert s.prob == pytest.approx(float(P[d.vocab.stoi[s.prev], d.vocab.stoi[s.char]]), rel=1e-6)


def test_temperature(names_bigram):
    P = bigram.probabilities(names_bigram.N, 1.0)
    assert bigram.temperature_rows(P, 1.0) is P
    cold = bigram.temperature_rows(P, 0.05)
    assert torch.equal(cold.argmax(1), P.argmax(1)) and (cold.max(1).values >= P.max(1).values - 1e-12).all()
    assert cold.max(1).values.mean() > 0.85
    hot = bigram.temperature_rows(P, 1000.0)
    assert torch.allclose(hot, torch.full_like(P, 1 / 27), atol=2e-3)
    zero = bigram.probabilities(names_bigram.N, 0.0)
    assert (bigram.temperature_rows(zero, 2.0)[zero == 0] == 0).all()     # impossible stays impossible


def test_chain_rule_multiplies_to_the_word_probability(names_bigram):
    d = names_bigram
    P = bigram.probabilities(d.N, 1.0)
    factors = bigram.chain_rule(P, d.vocab, "emma")
    assert [(f.prev, f.char) for f in factors] == [(".", "e"), ("e", "m"), ("m", "m"), ("m", "a"), ("a", ".")]
    logp = sum(math.log(P[a, b]) for a, b in zip(d.vocab.encode("emma"), d.vocab.encode("emma")[1:]))
    assert sum(f.surprisal for f in factors) == pytest.approx(-logp)
    assert math.prod(f.prob for f in factors) == pytest.approx(math.exp(logp))
