"""The neural bigram: the count-form loss equals the per-bigram one, and training reproduces the book's trace."""
import pytest
import torch

from lm_core.neural.neural_bigram import (
    NeuralBigramConfig,
    compare,
    count_form_grad,
    count_form_loss,
    count_probs,
    init_weights,
    pair_counts,
    per_bigram_loss,
    top_of_row,
    train,
    train_per_bigram,
)


@pytest.fixture(scope="module")
def trained(names_bigram):
    d = names_bigram
    N_val = pair_counts(*d.pairs["val"], len(d.vocab))
    return train(d.N, N_val, NeuralBigramConfig())


def test_one_hot_times_w_is_a_row_lookup():
    W = init_weights(27)
    xs = torch.tensor([0, 5, 26, 5])
    one_hot = torch.nn.functional.one_hot(xs, 27).float()             # (4, 27)
    assert torch.allclose(one_hot @ W, W[xs])


def test_count_form_equals_per_bigram_loss_and_gradient(names_bigram):
    d = names_bigram
    xs, ys = d.pairs["train"]
    # in float64 the two forms agree to rounding: same loss, same gradient
    W1 = init_weights(27).double().requires_grad_(True)
    W2 = init_weights(27).double().requires_grad_(True)
    a = count_form_loss(W1, d.N.double())
    b = per_bigram_loss(W2, xs, ys)
    a.backward()
    b.backward()
    assert a.item() == pytest.approx(b.item(), abs=1e-12)
    assert torch.allclose(W1.grad, W2.grad, atol=1e-12)
    loss, grad = count_form_grad(W1.detach(), d.N.double())             # the hand-written gradient
    assert loss.item() == pytest.approx(a.item(), abs=1e-12)
    assert torch.allclose(grad, W1.grad, atol=1e-12)
    # and in float32 (what training uses) the hand-written gradient matches autograd of the count form
    W3 = init_weights(27).requires_grad_(True)
    count_form_loss(W3, d.N.float()).backward()
    assert torch.allclose(count_form_grad(W3.detach(), d.N.float())[1], W3.grad, atol=1e-6)


def test_a_few_steps_match_the_literal_per_bigram_loop(names_bigram, trained):
    d = names_bigram
    W_ref, losses = train_per_bigram(*d.pairs["train"], 27, steps=4)
    assert [round(v, 4) for v in losses] == [round(trained.at(s).train, 4) for s in range(1, 5)]
    assert losses[0] == pytest.approx(3.7550, abs=5e-5)
    # W after 4 steps: retrain the count form for 4 steps and compare the weights
    short = train(d.N, pair_counts(*d.pairs["val"], 27), NeuralBigramConfig(steps=4))
    assert (short.W - W_ref).abs().max() < 5e-4        # float32 sums over 182k pairs, times lr 50
    assert (short.W - init_weights(27)).abs().max() > 0.1  # and the weights did move


@pytest.mark.parametrize("step, train_loss, val_loss, gap", [
    (1, 3.7550, 3.3882, 0.757269),
    (100, 2.4732, 2.4726, 0.388354),
    (1000, 2.4557, 2.4549, 0.041862),
    (3000, 2.4547, 2.4544, 0.004048),
])
def test_book_trace(trained, step, train_loss, val_loss, gap):
    p = trained.at(step)
    assert p.step == step
    assert f"{p.train:.4f}" == f"{train_loss:.4f}"
    assert f"{p.val:.4f}" == f"{val_loss:.4f}"
    assert f"{p.gap:.6f}" == f"{gap:.6f}"


def test_converged_to_the_count_table(names_bigram, trained):
    d = names_bigram
    rep = compare(trained.W, d.N)
    assert f"{rep.max_gap:.6f}" == "0.004048"
    assert f"{rep.mean_gap:.6f}" == "0.000224"
    itos = d.vocab.itos
    assert (itos[rep.worst_cell[0]], itos[rep.worst_cell[1]]) == ("q", "i")
    assert rep.worst_cell_count == 12
    assert rep.busy_rows == 22
    assert f"{rep.busy_max_gap:.6f}" == "0.000562"
    # the count table is the optimum: the network approaches its training loss from above
    optimum = -(d.N.double() * torch.log(count_probs(d.N).double().clamp_min(1e-300))).sum() / d.N.sum()
    assert 0 < trained.trace[-1].train - optimum.item() < 1e-3


def test_the_a_row(names_bigram, trained):
    d = names_bigram
    top = top_of_row(trained.W, d.N, d.vocab.stoi["a"], n=3)
    got = [(d.vocab.itos[j], f"{p:.4f}", f"{q:.4f}") for j, p, q in top]
    assert got == [(".", "0.1945", "0.1945"), ("n", "0.1601", "0.1601"), ("r", "0.0967", "0.0967")]


def test_callback_sees_progress(names_bigram):
    d = names_bigram
    seen = []
    train(d.N, d.N, NeuralBigramConfig(steps=250), callback=seen.append, every=100)
    assert [p.step for p in seen] == [1, 100, 200, 250]
    assert seen[-1].train < seen[0].train


def test_vocabulary_comes_from_the_data():
    from lm_core.counting.bigram import BigramData
    words = ["zsófia", "anna", "éva", "péter", "ödön", "ákos", "bea", "réka", "ottó", "lili", "máté", "zoé"]
    d = BigramData.build(words)
    V = len(d.vocab)
    r = train(d.N, pair_counts(*d.pairs["val"], V), NeuralBigramConfig(steps=200))
    assert r.W.shape == (V, V) and V > 27 - 12
    assert torch.allclose(r.probs().sum(1), torch.ones(V))


def _plain_train(N, N_val, config):
    """The training loop one step at a time, every number of the trace computed inside it (the reference)."""
    N, N_val = N.float(), N_val.float()
    target, total, total_val, rows = count_probs(N), N.sum(), N_val.sum(), N.sum(1, keepdim=True)
    W = init_weights(N.shape[0], config.seed)
    trace = []
    with torch.no_grad():
        for step in range(1, config.steps + 1):
            logp = W.log_softmax(1)
            loss = -(N * logp).sum() / total
            W -= config.lr * ((rows * logp.exp() - N) / total)
            logp = W.log_softmax(1)
            trace.append((step, float(loss), float(-(N_val * logp).sum() / total_val),
                          float((W.softmax(1) - target).abs().max())))
    return W, trace


@pytest.mark.parametrize("steps,seed", [(613, 7), (3000, 2147483647)])
def test_trace_equals_the_plain_step_by_step_loop(names_bigram, steps, seed):
    """train() keeps its bookkeeping out of the loop, a block at a time (partial blocks included): the weights and
    every trace point are exactly those of the plain loop, with or without a callback, which sees its points as
    the steps are done."""
    d = names_bigram
    N_val = pair_counts(*d.pairs["val"], len(d.vocab))
    config = NeuralBigramConfig(steps=steps, seed=seed)
    W, plain = _plain_train(d.N, N_val, config)
    seen = []
    for result in (train(d.N, N_val, config), train(d.N, N_val, config, callback=seen.append, every=100)):
        assert torch.equal(result.W, W)
        assert [(p.step, p.train, p.val, p.gap) for p in result.trace] == plain
    assert [p.step for p in seen] == [1, *range(100, steps + 1, 100), *([steps] if steps % 100 else [])]
