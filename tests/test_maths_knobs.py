"""The mathematics of the chapters at the pages' live settings, not only the default view: each rule at two or more
values of its knob (smoothing α, temperature, context length, projection size k, scaling, causal mask, seed),
against a reference written out here (plain Python loops, the formula the page cites, torch.autograd), never
against the module's own output or constants.

The formulas, as the pages state them: P = (N + α) / row sums; a temperature T turns a row p into p^(1/T)
renormalised; the loss is the mean of -ln p over the pairs, perplexity e^loss, bits loss / ln 2; attention
weights are softmax(A Bᵀ / √k / T) row by row, with the future masked out in causal mode; the output is
Σ_j α_ij c_j; the softmax Jacobian is diag(p) - p pᵀ; a multi-head output is W^O times the concatenated heads."""
from __future__ import annotations

import math

import numpy as np
import pytest
import torch

from lm_core.attention import attention as att
from lm_core.counting import bigram as bg
from lm_core.counting.markov import markov_step, prefix_counts
from lm_core.metrics import bits, perplexity, uniform_nll

WORDS = ["emma", "ava", "anna", "mia", "emily", "ella", "amelia", "liam", "noah", "lea", "em", "a"]
ALPHABET = "." + "".join(sorted(set("".join(WORDS))))


def plain_counts(words) -> list[list[int]]:
    idx = {c: i for i, c in enumerate(ALPHABET)}
    N = [[0] * len(ALPHABET) for _ in ALPHABET]
    for w in words:
        cs = "." + w + "."
        for a, b in zip(cs, cs[1:]):
            N[idx[a]][idx[b]] += 1
    return N


def plain_probabilities(N, alpha: float) -> list[list[float]]:
    out = []
    for row in N:
        total = sum(row) + alpha * len(row)
        out.append([(c + alpha) / total if total > 0 else 0.0 for c in row])
    return out


def plain_temperature(row: list[float], T: float) -> list[float]:
    powered = [p ** (1 / T) if p > 0 else 0.0 for p in row]
    s = sum(powered)
    return [x / s if s else 0.0 for x in powered]


@pytest.fixture(scope="module")
def N():
    return torch.tensor(plain_counts(WORDS))


@pytest.mark.parametrize("alpha", [0.0, 0.5, 1.0, 3.0, 100.0])
def test_smoothed_rows_are_counts_plus_alpha_over_their_sum(N, alpha):
    P = bg.probabilities(N, alpha)
    want = plain_probabilities(plain_counts(WORDS), alpha)
    assert P.shape == (len(ALPHABET), len(ALPHABET)) and P.dtype == torch.float64
    assert np.allclose(P.numpy(), np.array(want), rtol=0, atol=1e-15)
    seen = [i for i, row in enumerate(plain_counts(WORDS)) if sum(row)]
    assert np.allclose(P.sum(1).numpy()[seen], 1.0)            # every row seen sums to 1
    blank = N.clone()
    blank[3] = 0                                                # a row never seen in training
    Pb = bg.probabilities(blank, alpha)
    if alpha == 0:                                              # no opinion there: all zeros, not NaN
        assert float(Pb[3].abs().sum()) == 0.0
    else:                                                       # smoothing alone: uniform
        assert np.allclose(Pb[3].numpy(), 1 / len(ALPHABET))


@pytest.mark.parametrize("T", [0.25, 0.5, 1.0, 2.0, 5.0])
@pytest.mark.parametrize("alpha", [0.0, 1.0])
def test_temperature_raises_each_row_to_one_over_t(N, T, alpha):
    P = bg.probabilities(N, alpha)
    Q = bg.temperature_rows(P, T)
    for i, row in enumerate(P.tolist()):
        assert np.allclose(Q[i].numpy(), plain_temperature(row, T), atol=1e-12), (T, i)
    if T < 1:        # sharper: the largest weight of a row grows; flatter above 1
        assert all(Q[i].max() >= P[i].max() - 1e-12 for i in range(len(ALPHABET)) if P[i].sum() > 0)
    if T > 1:
        assert all(Q[i].max() <= P[i].max() + 1e-12 for i in range(len(ALPHABET)) if P[i].sum() > 0)


@pytest.mark.parametrize("alpha", [0.0, 0.1, 2.0])
def test_the_loss_is_the_mean_of_minus_ln_p_over_the_pairs(N, alpha):
    P = bg.probabilities(N, alpha)
    held_out = ["emma", "zoe", "liam", "ella"]                 # "zoe": z and o are not in the training words
    held_out = [w for w in held_out if set(w) <= set(ALPHABET)] + ["aem"]
    idx = {c: i for i, c in enumerate(ALPHABET)}
    xs, ys, nll, zeros = [], [], [], 0
    for w in held_out:
        cs = "." + w + "."
        for a, b in zip(cs, cs[1:]):
            xs.append(idx[a])
            ys.append(idx[b])
            p = float(P[idx[a], idx[b]])
            if p == 0:
                zeros += 1
            else:
                nll.append(-math.log(p))
    ev = bg.evaluate(P, torch.tensor(xs), torch.tensor(ys))
    assert ev.n_pairs == len(xs) and ev.n_zero == zeros
    assert ev.finite_nll == pytest.approx(sum(nll) / len(nll), rel=1e-12)
    if zeros:
        assert ev.mean_nll == math.inf and ev.perplexity == math.inf
    else:
        assert ev.mean_nll == pytest.approx(sum(nll) / len(nll), rel=1e-12)
        assert ev.perplexity == pytest.approx(math.exp(sum(nll) / len(nll)), rel=1e-12)
        assert ev.bits == pytest.approx(sum(nll) / len(nll) / math.log(2), rel=1e-12)
    assert (zeros > 0) == (alpha == 0)                         # "aem": an a->e pair never seen in training


@pytest.mark.parametrize("nll", [0.0, 0.5, 2.4546, 3.2958])
def test_perplexity_and_bits(nll):
    assert perplexity(nll) == pytest.approx(math.e ** nll) and bits(nll) == pytest.approx(nll / math.log(2))
    assert perplexity(math.inf) == math.inf and bits(math.inf) == math.inf
    assert uniform_nll(27) == pytest.approx(math.log(27)) and perplexity(uniform_nll(27)) == pytest.approx(27)
    ev = bg.uniform_eval(27, 10)
    assert (ev.mean_nll, ev.n_pairs, ev.n_zero) == (pytest.approx(math.log(27)), 10, 0)


@pytest.mark.parametrize("word", ["emma", "a", "liam"])
@pytest.mark.parametrize("alpha", [0.0, 1.0])
def test_the_chain_rule_multiplies_one_factor_per_character(N, word, alpha):
    from lm_core.words import Vocab

    vocab = Vocab.from_words(WORDS)
    assert "".join(vocab.itos) == ALPHABET                     # the table's order: '.' then a-z
    P = bg.probabilities(N, alpha)
    fs = bg.chain_rule(P, vocab, word)
    cs = "." + word + "."
    assert [(f.prev, f.char) for f in fs] == list(zip(cs, cs[1:]))
    want = plain_probabilities(plain_counts(WORDS), alpha)
    for f in fs:
        p = want[ALPHABET.index(f.prev)][ALPHABET.index(f.char)]
        assert f.prob == pytest.approx(p, rel=1e-12)
        assert f.surprisal == (math.inf if p == 0 else pytest.approx(-math.log(p)))


@pytest.mark.parametrize("T", [0.5, 2.0])
@pytest.mark.parametrize("seed", [1, 7])
def test_samples_at_a_temperature_draw_from_the_tempered_rows(N, T, seed):
    from lm_core.words import Vocab

    vocab = Vocab.from_words(WORDS)
    P = bg.probabilities(N, 0.0)
    words = bg.sample(P, vocab, 8, torch.Generator().manual_seed(seed), temperature=T)
    again = bg.sample(P, vocab, 8, torch.Generator().manual_seed(seed), temperature=T)
    assert words == again                                      # a seed gives its words back
    rows = [plain_temperature(r, T) for r in P.tolist()]
    for steps in words:
        assert steps[0].prev == "." and steps[-1].char == "."
        for a, b in zip(steps, steps[1:]):
            assert b.prev == a.char                            # each step from the row of the previous character
        for s in steps:
            p = rows[ALPHABET.index(s.prev)][ALPHABET.index(s.char)]
            assert p > 0 and s.prob == pytest.approx(p, rel=1e-5)     # float32 rows
    other = bg.sample(P, vocab, 8, torch.Generator().manual_seed(seed + 1), temperature=T)
    assert [bg.steps_to_word(w) for w in other] != [bg.steps_to_word(w) for w in words]


def test_a_runaway_sample_stops_at_max_len_without_its_end(N):
    from lm_core.words import Vocab

    vocab = Vocab.from_words(WORDS)
    loop = torch.zeros(len(ALPHABET), len(ALPHABET), dtype=torch.float64)
    loop[0, 1] = 1.0                                            # . -> a, a -> a forever
    loop[1, 1] = 1.0
    (steps,) = bg.sample(loop, vocab, 1, torch.Generator().manual_seed(0), max_len=5)
    assert len(steps) == 5 and steps[-1].char == "a" and bg.steps_to_word(steps) == "aaaaa"


@pytest.mark.parametrize("word, step", [("emma", 1), ("emma", 2), ("emma", 3), ("emma", 5), ("amelia", 4),
                                        ("em", 3), ("a", 2)])
def test_the_exact_factor_counts_words_sharing_the_whole_prefix(word, step):
    """The context grows with the step: all of w<t, not only the last character (the bigram's)."""
    framed = "." + word + "."
    prefix, char = framed[:step], framed[step]
    body = prefix[1:]
    total = sum(1 for w in WORDS if w.startswith(body))
    follows = sum(1 for w in WORDS if w.startswith(body) and ("." + w + ".")[step] == char)
    assert prefix_counts(WORDS, prefix, char) == (total, follows)
    ms = markov_step(WORDS, word, step, 0.25)
    assert (ms.prefix, ms.char, ms.prefix_count, ms.next_count) == (prefix, char, total, follows)
    assert (ms.step, ms.bigram_prob) == (step, 0.25)
    assert ms.exact_prob == (follows / total if total else None)


@pytest.mark.parametrize("step", [0, 6, -1])
def test_a_step_outside_the_word_is_refused(step):
    with pytest.raises(ValueError):
        markov_step(WORDS, "emma", step, 0.5)


def test_an_unseen_prefix_has_no_exact_probability():
    ms = markov_step(WORDS, "zzz", 2, 0.1)
    assert ms.prefix_count == 0 and ms.exact_prob is None


# --------------------------------------------------------------------------------------------- attention


def plain_attention(E, WA, WB, WC, scale, T, causal):
    n, k = len(E), WA.shape[0]
    A, B, C = E @ WA.T, E @ WB.T, E @ WC.T
    alpha = np.zeros((n, n))
    for i in range(n):
        r = [sum(A[i, m] * B[j, m] for m in range(k)) / (math.sqrt(k) if scale else 1) for j in range(n)]
        allowed = [j for j in range(n) if not causal or j <= i]
        top = max(r[j] for j in allowed)
        e = {j: math.exp((r[j] - top) / T) for j in allowed}
        s = sum(e.values())
        for j in allowed:
            alpha[i, j] = e[j] / s
    return alpha, alpha @ C


@pytest.mark.parametrize("k", [1, 3, 8])
@pytest.mark.parametrize("T", [0.5, 1.0, 3.0])
@pytest.mark.parametrize("scale, causal", [(True, False), (False, False), (True, True)])
def test_attention_weights_at_every_knob(k, T, scale, causal):
    rng = np.random.default_rng(k * 100 + int(T * 10))
    n, d = 5, 4
    E = rng.normal(size=(n, d))
    WA, WB, WC = (rng.normal(size=(k, d)) for _ in range(3))
    got = att.attend(E, WA, WB, WC, scale=scale, temperature=T, causal=causal)
    alpha, outputs = plain_attention(E, WA, WB, WC, scale, T, causal)
    assert np.allclose(got.alpha, alpha, atol=1e-12) and np.allclose(got.O, outputs, atol=1e-12)
    assert np.allclose(got.alpha.sum(axis=1), 1.0)
    if causal:
        assert np.all(got.alpha[np.triu_indices(n, 1)] == 0)    # no weight on the future
        assert got.alpha[0, 0] == 1.0                           # the first word sees only itself
        assert np.all(np.isneginf(got.R[np.triu_indices(n, 1)]))


def test_the_causal_mask_hides_the_future_only():
    m = att.causal_mask(4)
    assert m.tolist() == [[j > i for j in range(4)] for i in range(4)]


@pytest.mark.parametrize("z", [[0.0, 1.0, 2.0], [800.0, 799.0, 0.0], [-3.0, -3.0]])
def test_softmax_and_its_jacobian_against_autograd(z):
    p = att.softmax(np.array(z))
    zt = torch.tensor(z, dtype=torch.float64, requires_grad=True)
    want = torch.softmax(zt, 0)
    assert np.allclose(p, want.detach().numpy(), atol=1e-15)
    jac = torch.autograd.functional.jacobian(lambda v: torch.softmax(v, 0), zt.detach())
    assert np.allclose(att.softmax_jacobian(p), jac.numpy(), atol=1e-12)


def test_the_naive_softmax_overflows_and_the_stable_one_does_not():
    z, naive, stable = att.overflow_demo(np.array([1.0, 2.0, 3.0]), 400.0)
    assert z.tolist() == [400.0, 800.0, 1200.0]
    assert np.isnan(naive).any()                                # e^1200 overflows
    assert np.allclose(stable, [math.exp(-800), math.exp(-400), 1.0], atol=1e-300)
    _, naive_small, stable_small = att.overflow_demo(np.array([1.0, 2.0, 3.0]), 1.0)
    assert np.allclose(naive_small, stable_small)


@pytest.mark.parametrize("scale", [True, False])
def test_saturation_curve_is_the_mean_over_draws_and_rows(scale):
    """Each statistic per k, recomputed with plain loops from the same generator stream."""
    n, d, ks, draws, seed = 4, 6, [1, 4, 16], 3, 5
    got = att.saturation_curve(n, d, ks, scale=scale, seed=seed, draws=draws)
    rng = np.random.default_rng(seed)
    for ki, k in enumerate(ks):
        stds, maxes, grads = [], [], []
        for _ in range(draws):
            E = rng.normal(size=(n, d))
            WA = rng.normal(size=(k, d)) / math.sqrt(d)
            WB = rng.normal(size=(k, d)) / math.sqrt(d)
            R = (E @ WA.T) @ (E @ WB.T).T / (math.sqrt(k) if scale else 1.0)
            rows = [[math.exp(x - max(r)) / sum(math.exp(y - max(r)) for y in r) for x in r] for r in R.tolist()]
            stds.append(float(np.std(R)))
            maxes.append(sum(max(r) for r in rows) / n)
            norms = []
            for r in rows:
                J = [[(r[i] if i == j else 0.0) - r[i] * r[j] for j in range(n)] for i in range(n)]
                norms.append(math.sqrt(sum(x * x for row in J for x in row)))
            grads.append(sum(norms) / n)
        assert got.score_std[ki] == pytest.approx(sum(stds) / draws, rel=1e-9)
        assert got.max_weight[ki] == pytest.approx(sum(maxes) / draws, rel=1e-9)
        assert got.grad_norm[ki] == pytest.approx(sum(grads) / draws, rel=1e-9)
    assert list(got.ks) == ks


@pytest.mark.parametrize("d, H, seed", [(8, 2, 0), (12, 3, 4), (6, 1, 2)])
def test_multi_head_concatenates_heads_then_recombines(d, H, seed):
    heads = att.draw_heads(d, H, seed)
    k = d // H
    assert heads.WA.shape == (H, k, d) and heads.WO.shape == (d, H * k)
    E = np.random.default_rng(seed).normal(size=(5, d))
    passes, out = att.multi_head(E, heads)
    for h in range(H):
        alpha, outputs = plain_attention(E, heads.WA[h], heads.WB[h], heads.WC[h], True, 1.0, False)
        assert np.allclose(passes[h].O, outputs)
    concat = np.hstack([p.O for p in passes])
    want = np.array([[sum(heads.WO[r, c] * concat[i, c] for c in range(H * k)) for r in range(d)]
                     for i in range(5)])
    assert np.allclose(out, want)
    assert not np.allclose(att.draw_heads(d, H, seed + 1).WA, heads.WA)


@pytest.mark.parametrize("n, d", [(3, 4), (6, 8), (2, 6)])
def test_sinusoidal_positions_are_the_2017_formula(n, d):
    P = att.sinusoidal_positions(n, d)
    for pos in range(n):
        for i in range(d // 2):
            angle = pos / 10000 ** (2 * i / d)
            assert P[pos, 2 * i] == pytest.approx(math.sin(angle))
            assert P[pos, 2 * i + 1] == pytest.approx(math.cos(angle))


@pytest.mark.parametrize("n", [2, 3, 7])
def test_a_permutation_moves_something_and_scores_just_move_without_positions(n):
    for seed in range(5):
        perm = att.permutation(n, seed)
        assert sorted(perm.tolist()) == list(range(n)) and perm.tolist() != list(range(n))
    assert att.permutation(1, 0).tolist() == [0]
    rng = np.random.default_rng(n)
    toy = type("Toy", (), {})()
    toy.WA, toy.WB, toy.WC = (rng.normal(size=(3, 4)) for _ in range(3))
    E = rng.normal(size=(n, 4))
    perm = att.permutation(n, 1)
    assert att.equivariance_gap(E, toy, perm) < 1e-12
    assert att.equivariance_gap(E, toy, perm, att.sinusoidal_positions(n, 4)) > 1e-6
    R = att.attend(E, toy.WA, toy.WB, toy.WC).R
    gap = max(abs(att.attend(E[perm], toy.WA, toy.WB, toy.WC).R[i, j] - R[perm[i], perm[j]])
              for i in range(n) for j in range(n))
    assert gap < 1e-12


# --------------------------------------------------------------------------------------------- RNN gradients


@pytest.mark.parametrize("s, scale, draw", [(0.5, 1.0, "gaussian"), (1.5, 4.0, "orthogonal"), (3.0, 0.2, "gaussian")])
def test_per_step_saturation_is_averaged_over_the_units_of_that_step(s, scale, draw):
    """The page plots, for each step t, the mean of tanh' = 1 - h² over the hidden units and the share of units
    with |h| > 0.99: one number per step, not per unit."""
    from lm_core.rnn import rnn_jacobians as rj

    cfg = rj.RNNConfig(hidden=6, length=12, draw=draw, s=s, input_scale=scale, seed=3)
    rnn = rj.build(cfg)
    sf = rj.step_factors(rnn)
    states = rnn.h[1:].tolist()                                      # h_1..h_T
    assert len(sf.mean_deriv) == cfg.length and len(sf.saturated) == cfg.length
    for t, h in enumerate(states):
        assert float(sf.mean_deriv[t]) == pytest.approx(sum(1 - v * v for v in h) / len(h), rel=1e-12)
        assert float(sf.saturated[t]) == pytest.approx(sum(abs(v) > 0.99 for v in h) / len(h))
    linear = rj.step_factors(rj.build(rj.RNNConfig(hidden=6, length=12, nonlin="none", s=s, seed=3)))
    assert linear.mean_deriv.tolist() == [1.0] * 12 and linear.saturated.tolist() == [0.0] * 12


@pytest.mark.parametrize("s, nonlin, k", [(0.8, "tanh", 1), (1.3, "tanh", 5), (1.1, "none", 7), (2.0, "tanh", 9)])
def test_the_norm_k_steps_back_is_the_norm_of_the_unrolled_maps_jacobian(s, nonlin, k):
    """‖∂h_T/∂h_{T−k}‖₂, indexed by k (how far back), against torch.autograd on the k steps written out."""
    from lm_core.rnn import rnn_jacobians as rj

    cfg = rj.RNNConfig(hidden=5, length=10, s=s, nonlin=nonlin, seed=11)
    rnn = rj.build(cfg)
    T = cfg.length

    def last_k_steps(h):
        for t in range(T - k + 1, T + 1):
            pre = rnn.W_hh @ h + rnn.W_xh @ rnn.x[t - 1] + rnn.b
            h = torch.tanh(pre) if nonlin == "tanh" else pre
        return h

    J = torch.autograd.functional.jacobian(last_k_steps, rnn.h[T - k])
    norms = rj.jacobian_norms(rnn)
    assert float(norms[k]) == pytest.approx(float(torch.linalg.matrix_norm(J, ord=2)), rel=1e-9)
    assert float(norms[0]) == pytest.approx(1.0)                          # ∂h_T/∂h_T = I
    bound = rj.bound(rnn)
    assert float(bound[k]) == pytest.approx(float(torch.linalg.matrix_norm(rnn.W_hh, ord=2)) ** k, rel=1e-12)
    assert float(norms[k]) <= float(bound[k]) * (1 + 1e-9)


# --------------------------------------------------------------------------------------------- word vectors


def _toy_vectors(n=40, d=6, seed=0):
    from lm_core.vectors.word_vectors import WordVectors

    rng = np.random.default_rng(seed)
    words = [f"w{i}" for i in range(n)]
    return WordVectors.from_arrays("toy", words, rng.normal(size=(n, d)).astype(np.float32)), words


def _plain_cos(u, v):
    return sum(a * b for a, b in zip(u, v)) / math.sqrt(sum(a * a for a in u) * sum(b * b for b in v))


@pytest.mark.parametrize("k, cutoff, exclude", [(1, None, True), (3, None, False), (4, 25, True), (2, 12, False)])
def test_analogy_is_3cosadd_over_the_first_cutoff_words(k, cutoff, exclude):
    """b − a + c of the unit vectors; the answers are the words nearest it by cosine among the first ``cutoff``
    words (the word list's size on the page), the inputs left out when asked."""
    from lm_core.vectors.word_vectors import analogy

    wv, words = _toy_vectors()
    raw = {w: [float(x) for x in row] for w, row in zip(words, wv.unit)}
    a, b, c = "w3", "w7", "w5"
    q = [raw[b][m] - raw[a][m] + raw[c][m] for m in range(wv.dim)]
    pool = words[: cutoff or len(words)]
    ranked = sorted(pool, key=lambda w: -_plain_cos(q, raw[w]))
    allowed = [w for w in ranked if not (exclude and w in (a, b, c))]
    got = analogy(wv, a, b, c, exclude_inputs=exclude, k=k, cutoff=cutoff)
    assert [w for w, _ in got.top] == allowed[:k]
    for w, s in got.top:
        assert s == pytest.approx(_plain_cos(q, raw[w]), abs=1e-5)
    assert got.input_ranks == {w: ranked.index(w) + 1 for w in (a, b, c)}
    assert got.answer_sim_to_c == pytest.approx(_plain_cos(raw[got.answer], raw[c]), abs=1e-5)


@pytest.mark.parametrize("k, cutoff", [(3, None), (5, 20)])
def test_neighbours_leave_the_word_out_and_stop_at_the_cutoff(k, cutoff):
    from lm_core.vectors.word_vectors import neighbours

    wv, words = _toy_vectors(seed=2)
    raw = {w: [float(x) for x in row] for w, row in zip(words, wv.unit)}
    pool = [w for w in words[: cutoff or len(words)] if w != "w4"]
    want = sorted(pool, key=lambda w: -_plain_cos(raw["w4"], raw[w]))[:k]
    assert [w for w, _ in neighbours(wv, "w4", k=k, cutoff=cutoff)] == want


def test_rank_counts_ties_in_the_entrys_favour():
    from lm_core.vectors.word_vectors import rank_of

    sims = np.array([0.5, 0.9, 0.5, 0.1])
    assert [rank_of(sims, i) for i in range(4)] == [2, 1, 2, 4]


@pytest.mark.parametrize("c", [0.0, 0.1, 0.5, 0.9])
def test_chance_cosines_in_three_dimensions_are_uniform(c):
    """In 3-D the cosine of two random directions is uniform on [-1, 1] (Archimedes): P(|cos| > c) = 1 − c, and
    its variance 1/3 = 1/d."""
    from lm_core.vectors import hd_geometry as hd

    assert hd.tail_probability(c, 3) == pytest.approx(1 - c, abs=1e-12)
    assert hd.chance_std(3) == pytest.approx(math.sqrt(1 / 3))
    assert hd.z_score(0.3, 3) == pytest.approx(0.3 * math.sqrt(3))


@pytest.mark.parametrize("d", [2, 5, 50, 300])
def test_chance_cosine_tail_against_scipy(d):
    from scipy import stats

    from lm_core.vectors import hd_geometry as hd

    for c in (0.05, 0.2, 0.6):
        want = 2 * stats.beta((d - 1) / 2, (d - 1) / 2).sf((c + 1) / 2)
        assert hd.tail_probability(c, d) == pytest.approx(want, rel=1e-9)
    assert hd.chance_std(d) == pytest.approx(d ** -0.5)


# --------------------------------------------------------------------------------------------- neural bigram


@pytest.mark.parametrize("lr, steps, seed", [(1.0, 3, 5), (10.0, 260, 1), (50.0, 12, 2147483647)])
def test_neural_bigram_training_is_gradient_descent_on_the_mean_cross_entropy(lr, steps, seed):
    """Each step: the loss before the update, W -= lr · ∂loss/∂W (torch.autograd), the validation loss and the
    largest gap to the count table after it, at learning rates, lengths (across the 250-step blocks) and seeds
    other than the chapter's."""
    from lm_core.neural import neural_bigram as nb_

    g = torch.Generator().manual_seed(99)
    N = torch.randint(0, 6, (5, 5), generator=g).float()
    N[3] = 0                                                              # a character never followed
    N_val = torch.randint(0, 4, (5, 5), generator=g).float()
    calls = []
    result = nb_.train(N, N_val, nb_.NeuralBigramConfig(lr=lr, steps=steps, seed=seed), callback=calls.append,
                       every=100)
    W = torch.randn((5, 5), generator=torch.Generator().manual_seed(seed)).requires_grad_(True)
    target = torch.where(N.sum(1, keepdim=True) > 0, N / N.sum(1, keepdim=True).clamp_min(1), torch.zeros_like(N))
    for s in range(1, steps + 1):
        loss = -(N * torch.log_softmax(W, 1)).sum() / N.sum()
        (grad,) = torch.autograd.grad(loss, W)
        with torch.no_grad():
            W -= lr * grad
            val = -(N_val * torch.log_softmax(W, 1)).sum() / N_val.sum()
            gap = (torch.softmax(W, 1) - target).abs().max()
        point = result.at(s)
        assert point.step == s
        assert point.train == pytest.approx(float(loss.detach()), rel=1e-4, abs=1e-5)
        assert point.val == pytest.approx(float(val), rel=1e-4, abs=1e-5)
        assert point.gap == pytest.approx(float(gap), rel=1e-3, abs=1e-5)
    assert torch.allclose(result.W, W.detach(), rtol=1e-4, atol=1e-4)
    assert [p.step for p in calls] == sorted({1, steps, *range(100, steps + 1, 100)})
    assert len(result.trace) == steps


# --------------------------------------------------------------------------------------------- counting: edges


def test_counting_an_empty_list_and_counting_by_a_plain_loop():
    from lm_core.words import Vocab

    vocab = Vocab.from_words(WORDS)
    xs, ys = bg.bigram_ids([], vocab)
    assert xs.dtype == ys.dtype == torch.long and len(xs) == len(ys) == 0
    N = bg.count_table([], vocab)
    assert N.shape == (len(ALPHABET), len(ALPHABET)) and int(N.sum()) == 0 and N.dtype == torch.int64
    ref = bg.count_table_reference(WORDS, vocab)
    assert ref.dtype == torch.int64 and ref.tolist() == plain_counts(WORDS)
    assert bg.count_table(WORDS, vocab).tolist() == plain_counts(WORDS)


def test_an_unknown_character_is_named():
    from lm_core.words import Vocab

    vocab = Vocab.from_words(WORDS)
    with pytest.raises(KeyError) as err:
        bg.encode_stream(["emma", "zoë", "x"], vocab)
    assert err.value.args[0] == "characters not in the vocabulary: ['x', 'z', 'ë']"


def test_the_default_table_is_unsmoothed_and_tiny_smoothing_is_uniform_on_an_unseen_row(N):
    assert torch.equal(bg.probabilities(N), bg.probabilities(N, 0.0))
    blank = N.clone()
    blank[3] = 0
    assert np.allclose(bg.probabilities(blank, 0.01)[3].numpy(), 1 / len(ALPHABET))    # total 0.01·V < 1
    for T in (0.5, 2.0):
        assert float(bg.temperature_rows(bg.probabilities(blank), T)[3].abs().sum()) == 0.0   # still no opinion


def test_the_uniform_models_loss(N):
    ev = bg.uniform_eval(27, 10)
    assert ev.finite_nll == pytest.approx(math.log(27)) and ev.bits == pytest.approx(math.log2(27))


@pytest.mark.parametrize("seed", [1, 42])
def test_bigram_data_at_another_seed(seed):
    words = [f"{a}{b}" for a in "abc" for b in "abc"] + ["a", "b"]     # 11 words, some cells never seen
    d = bg.BigramData.build(words, seed=seed)
    from lm_core.words import book_split

    assert d.split == book_split(words, seed) and d.split != book_split(words, seed + 1)
    assert d.N.tolist() == bg.count_table(d.split.train, d.vocab).tolist()
    assert d.N.shape == (4, 4)
    ev = d.evaluate(bg.probabilities(d.N, 1.0), "val")
    assert ev.n_pairs == sum(len(w) + 1 for w in d.split.val)


def test_a_step_outside_says_the_range():
    with pytest.raises(ValueError, match=r"^step 7 is outside 1\.\.5$"):
        markov_step(WORDS, "emma", 7, 0.5)


# --------------------------------------------------------------------------------------------- attention: inputs


def _sentence_error(text):
    with pytest.raises(att.SentenceError) as err:
        att.split_sentence(text)
    return err.value.code, err.value.params


def test_a_sentence_of_two_to_twelve_words_of_up_to_twenty_letters():
    """The toy prints n × n matrices: 2 to 12 words (the page says so), each at most 20 letters."""
    assert att.split_sentence("  The Cat's  sat ") == ("the", "cat's", "sat")
    assert len(att.split_sentence(" ".join(["a"] * 12))) == 12
    assert _sentence_error(" ".join(["a"] * 13)) == ("too_many", {"n": 13, "limit": 12})
    assert att.split_sentence("a " + "b" * 20) == ("a", "b" * 20)
    assert _sentence_error("a " + "b" * 21) == ("too_long", {"word": "b" * 21, "limit": 20})
    assert _sentence_error("a " + "c" * 40) == ("too_long", {"word": "c" * 30, "limit": 20})   # shown cut at 30
    assert _sentence_error("word") == ("one_word", {}) and _sentence_error("   ") == ("empty", {})
    bad = " ".join(f"x{i}" for i in range(7))
    assert _sentence_error(bad) == ("not_words", {"bad": ("x0", "x1", "x2", "x3", "x4")})   # at most five named


def test_a_name_for_the_tiny_transformer():
    from lm_core.attention import tiny_transformer as tt
    from lm_core.words import Vocab

    vocab = Vocab.from_words(["abc", "de"])
    assert tt.check_name("  ÁBe ".replace("Á", "a"), vocab, 5) == "abe"
    with pytest.raises(tt.TinyNameError) as err:
        tt.check_name("a1b2c3d4e5f6g7h8i9", vocab, 30)
    assert err.value.code == "not_letters" and err.value.params["bad"] == tuple("12345678")   # at most eight
    with pytest.raises(tt.TinyNameError) as err:
        tt.check_name("abz", vocab, 5)
    assert err.value.params == {"n": 5, "alphabet": "abcde", "bad": ("z",)}
    with pytest.raises(tt.TinyNameError) as err:
        tt.check_name("abcdea", vocab, 5)
    assert err.value.params == {"n": 6, "limit": 5}
    assert tt.check_name("abcde", vocab, 5) == "abcde"


def test_attention_keeps_each_projection():
    rng = np.random.default_rng(3)
    E = rng.normal(size=(4, 5))
    WA, WB, WC = (rng.normal(size=(2, 5)) for _ in range(3))
    got = att.attend(E, WA, WB, WC)
    assert np.allclose(got.A, E @ WA.T) and np.allclose(got.B, E @ WB.T) and np.allclose(got.C, E @ WC.T)
    assert att.causal_mask(3).dtype == bool


def test_softmax_of_rows_far_apart_is_stable_row_by_row():
    p = att.softmax(np.array([[0.0, 1.0], [1000.0, 1001.0]]))
    want = [1 / (1 + math.e), math.e / (1 + math.e)]
    assert np.allclose(p, [want, want])
    assert np.allclose(att.softmax([1, 2]), [1 / (1 + math.e), math.e / (1 + math.e)])    # integers too


@pytest.mark.parametrize("d, H", [(64, 4), (48, 3)])
def test_heads_are_drawn_at_the_stated_scales(d, H):
    """W^A, W^B, W^C ~ N(0, 1/d) each and different; W^O ~ N(0, 1/(H k)); k = d // H (at least 1)."""
    heads = att.draw_heads(d, H, seed=5)
    k = d // H
    for W in (heads.WA, heads.WB, heads.WC):
        assert W.shape == (H, k, d) and abs(W.std() * math.sqrt(d) - 1) < 0.05
    assert not np.allclose(heads.WA, heads.WB) and not np.allclose(heads.WB, heads.WC)
    assert abs(heads.WO.std() * math.sqrt(H * k) - 1) < 0.05
    again = att.draw_heads(d, H, seed=5)
    assert np.array_equal(again.WA, heads.WA) and np.array_equal(again.WO, heads.WO)
    assert att.draw_heads(3, 4, seed=0).WA.shape == (4, 1, 3)               # fewer dims than heads: k = 1


@pytest.mark.parametrize("causal", [True, False])
@pytest.mark.parametrize("scale", [1.0, 60.0])
def test_the_tiny_transformers_attention_against_torch_softmax_at_large_scores(causal, scale):
    """α = softmax(q kᵀ / √hs) with the future masked; rows whose scores are hundreds apart stay finite."""
    from lm_core.attention.tiny_transformer import causal_attention

    g = torch.Generator().manual_seed(4)
    q, k, v = (torch.randn(1, 2, 5, 4, generator=g, dtype=torch.float64) for _ in range(3))
    q = q * scale * torch.arange(1, 6, dtype=torch.float64).view(1, 1, 5, 1)    # rows at very different scales
    out, alpha = causal_attention(q, k, v, causal=causal)
    scores = q @ k.transpose(-2, -1) / 2.0
    if causal:
        scores = scores.masked_fill(torch.ones(5, 5, dtype=torch.bool).triu(1), float("-inf"))
    want = torch.softmax(scores, dim=-1)
    assert torch.isfinite(alpha).all() and torch.allclose(alpha, want, atol=1e-12)
    assert torch.allclose(out, want @ v, atol=1e-10)


# --------------------------------------------------------------------------------------------- an uploaded word list


def _refusal(data):
    from lm_core.words import WordListError, parse_word_list

    with pytest.raises(WordListError) as err:
        parse_word_list(data)
    return err.value.code, err.value.params


def test_an_uploaded_word_list_by_the_readmes_limits():
    """README: a UTF-8 text file, one word per line, at most 2 MB and 200,000 words, at least 10."""
    from lm_core.words import parse_word_list

    ten = "\n".join("x" + "a" * i for i in range(10))
    wl = parse_word_list(("\ufeff" + "  Ada \n\nZOË\n" + ten + "\nbad word\nr2d2\nx-y\n" + "q" * 41 + "\n").encode())
    assert wl.words[:2] == ("ada", "zoë") and len(wl.words) == 12
    assert [(n, why) for n, _, why in wl.dropped] == [(14, "space"), (15, "digit"), (16, "symbol"), (17, "too_long")]
    assert wl.dropped[0][1] == "bad word" and len(wl.digest) == 16
    assert parse_word_list(("q" * 40 + "\n" + ten).encode()).words[0] == "q" * 40         # 40 letters: kept
    assert _refusal("\n".join("x" + "a" * i for i in range(9)).encode()) == ("too_few", {"count": 9, "minimum": 10})
    assert _refusal(b"") == ("empty", {"dropped": 0}) and _refusal(b"1\n2\n") == ("no_valid", {"dropped": 2})
    assert _refusal(b"\xff\xfe") == ("not_utf8", {"position": 0})
    many = ("a\n" * 200_001).encode()
    assert len(many) <= 2_000_000 and _refusal(many) == ("too_many", {"count": 200_001, "limit": 200_000})
    assert parse_word_list(("a\n" * 200_000).encode()).words[-1] == "a"
    big = b"a" * 2_000_001
    assert _refusal(big) == ("too_large", {"size": 2_000_001, "limit": 2_000_000})


def test_a_book_figure_keeps_its_printed_form():
    from lm_core.book import BookFigure, fig

    f = fig(2.4546, what="loss", chapter="001", section="MLP")
    assert f == BookFigure(2.4546, "2.4546", "loss", "001", "MLP") and str(f) == "2.4546"
    assert fig(0.5, "0,5", what="x", chapter="002").printed == "0,5" and fig(1, what="n", chapter="c").section == ""


# ---- issue 45 (helper B): the rules the planted slips N17, N20, N22, N23 got past ----------------------------------

def test_mean_pooling_averages_only_the_sentences_own_tokens():
    """A sentence vector is the mean of its real tokens' states, then unit length: padding it into a batch with a
    longer sentence changes nothing (the sentences page pools a batch of 64 of different lengths)."""
    from lm_core.encoders.contextual import mean_pool

    g = torch.Generator().manual_seed(3)
    hidden = torch.randn(3, 7, 5, generator=g, dtype=torch.float64)           # (B, T, C)
    lengths = [7, 2, 4]
    mask = torch.tensor([[1] * n + [0] * (7 - n) for n in lengths])
    pooled = mean_pool(hidden, mask)
    for b, n in enumerate(lengths):
        mean = [sum(float(hidden[b, t, c]) for t in range(n)) / n for c in range(5)]
        norm = math.sqrt(sum(x * x for x in mean))
        assert pooled[b].tolist() == pytest.approx([x / norm for x in mean], abs=1e-12)
        alone = mean_pool(hidden[b:b + 1, :n], mask[b:b + 1, :n])              # the same sentence, unpadded
        assert torch.allclose(alone[0], pooled[b], atol=1e-12)


@pytest.mark.parametrize("n_names, n_tune", [(1, 1), (3, 1), (4, 1), (9, 1), (20, 2), (100, 10)])
def test_the_trigram_alpha_is_tuned_on_at_least_one_name_and_the_rest_are_counted(n_names, n_tune):
    """The tokens page's rule: the last tenth of the training names (at least one) choose α, the others are
    counted; every name is in exactly one of the two parts, in order."""
    from lm_core.tokens.trigram_alpha import split_training

    names = [f"n{i}" for i in range(n_names)]
    fit, tune = split_training(names)
    assert tune == names[n_names - n_tune:] and fit == names[:n_names - n_tune]


@pytest.mark.parametrize("chunk", [1, 3, 7, 50_000])
def test_the_mlp_loss_is_the_mean_over_every_example_whatever_the_chunk(chunk):
    """The MLP's loss on a split is the mean of -ln p(next) over all its examples; a split larger than one chunk
    (the full names list is) must count every chunk, not only one."""
    from lm_core.neural import mlp

    V, k = 6, 2
    params = mlp.init_params(mlp.MLPConfig(context=k, emb_dim=3, hidden=8), V, torch.Generator().manual_seed(5))
    g = torch.Generator().manual_seed(6)
    X = torch.randint(0, V, (17, k), generator=g)
    Y = torch.randint(0, V, (17,), generator=g)
    total = 0.0
    for x, y in zip(X.tolist(), Y.tolist()):
        emb = torch.cat([params.C[i] for i in x]).double()
        h = torch.tanh(emb @ params.W1.double() + params.b1.double())
        z = (h @ params.W2.double() + params.b2.double()).tolist()
        total += math.log(sum(math.exp(v) for v in z)) - z[y]
    assert mlp.evaluate(params, X, Y, chunk=chunk) == pytest.approx(total / len(Y), rel=1e-5)


def test_the_neural_bigrams_busy_rows_are_the_previous_characters_seen_often():
    """The neural page's gap 'among the rows seen more than 1,000 times': a row is a previous character, its count
    the row's total (how often that character is followed by anything), not the column's."""
    from lm_core.neural.neural_bigram import compare, count_probs

    N = torch.tensor([[0, 900, 300], [5, 5, 5], [1000, 100, 1]], dtype=torch.float32)   # row 0, 2 busy; column 0 too
    W = torch.zeros(3, 3)                                                                  # uniform rows
    report = compare(W, N, busy=1000)
    P = count_probs(N)
    busy = [i for i in range(3) if sum(N[i].tolist()) > 1000]
    assert busy == [0, 2] and report.busy_rows == 2
    want = max(abs(1 / 3 - float(P[i, j])) for i in busy for j in range(3))
    assert report.busy_max_gap == pytest.approx(want, abs=1e-6)
    assert compare(W, N, busy=1101).busy_rows == 1 and compare(W, N, busy=1200).busy_rows == 0   # "more than"
