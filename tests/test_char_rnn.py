"""The GRU character model (lm_core/rnn/char_rnn.py) and its shipped weights."""
import math
from pathlib import Path

import pytest
import torch
import torch.nn.functional as F

from lm_core.rnn import char_rnn
from lm_core.words import Vocab

ROOT = Path(__file__).resolve().parent.parent


def test_encoding_and_shapes():
    vocab = Vocab.from_words(["emma", "ava"])
    X, Y = char_rnn.encode_names(["emma"], vocab, 6)
    s = vocab.stoi
    assert X.tolist() == [[0, s["e"], s["m"], s["m"], s["a"], 0]]
    assert Y.tolist() == [[s["e"], s["m"], s["m"], s["a"], 0, -1]]
    model = char_rnn.CharRNN(char_rnn.CharRNNConfig(vocab_size=len(vocab), n_embd=4, hidden=8, block_size=6))
    logits, h = model(X)
    assert logits.shape == (1, 6, len(vocab)) and h.shape == (1, 1, 8)


def test_mean_nll_is_the_mean_over_real_targets():
    vocab = Vocab.from_words(["emma", "ava", "bob"])
    torch.manual_seed(0)
    model = char_rnn.CharRNN(char_rnn.CharRNNConfig(vocab_size=len(vocab), n_embd=4, hidden=8, block_size=6))
    X, Y = char_rnn.encode_names(["emma", "ava", "bob"], vocab, 6)
    logits, _ = model(X)
    lp = F.log_softmax(logits, -1).detach()
    total, n = 0.0, 0
    for b in range(3):
        for t in range(6):
            if Y[b, t] >= 0:
                total -= float(lp[b, t, Y[b, t]])
                n += 1
    assert char_rnn.mean_nll(model, X, Y) == pytest.approx(total / n, rel=1e-6)
    assert n == 4 + 1 + 3 + 1 + 3 + 1


def test_training_is_deterministic_and_learns(names_bigram):
    d = names_bigram
    cfg = char_rnn.CharRNNConfig(vocab_size=27, n_embd=8, hidden=16)
    X, Y = char_rnn.encode_names(d.split.train[:2000], d.vocab, cfg.block_size)
    recipe = char_rnn.RNNRecipe(steps=60, batch=32)
    a = char_rnn.train(cfg, recipe, X, Y)
    b = char_rnn.train(cfg, recipe, X, Y)
    assert all(torch.equal(p, q) for p, q in zip(a.parameters(), b.parameters()))
    assert char_rnn.mean_nll(a, X, Y) < math.log(27) - 0.3


def test_shipped_gru_matches_its_metrics_and_beats_the_count_table(names_bigram):
    d = names_bigram
    model, info = char_rnn.load_shipped()
    assert info["vocab"] == "".join(d.vocab.itos)
    assert model.n_params() == info["n_params"]
    for part, words in d.split.parts().items():
        nll = char_rnn.mean_nll(model, *char_rnn.encode_names(words, d.vocab, model.cfg.block_size))
        assert nll == pytest.approx(info["mean_nll"][part], abs=1e-6)
    assert info["perplexity"]["val"] < 11.642 - 2          # far below the add-one count table
    assert info["recipe"]["steps"] == char_rnn.RNNRecipe().steps


def test_samples_follow_the_generator(names_bigram):
    model, _ = char_rnn.load_shipped()
    a = char_rnn.sample(model, names_bigram.vocab, 5, torch.Generator().manual_seed(1))
    b = char_rnn.sample(model, names_bigram.vocab, 5, torch.Generator().manual_seed(1))
    assert a == b and len(a) == 5 and all(w == "" or w.isalpha() for w in a)


@pytest.mark.parametrize("steps, lr, lr_min", [(4, 0.01, 0.001), (7, 0.003, 0.0)])
def test_training_follows_the_cosine_schedule_and_logs_every_500th_and_the_last_step(steps, lr, lr_min, monkeypatch):
    """The recipe's cosine decay: step t of N uses lr_min + ½(lr − lr_min)(1 + cos(πt/N)), so lr itself at t = 0 and
    down towards lr_min; the log gets step 0 (every 500th) and the last step, with that step's loss."""
    seen = []

    class Spy(torch.optim.Adam):
        def step(self, *a, **kw):
            seen.append(self.param_groups[0]["lr"])
            return super().step(*a, **kw)
    monkeypatch.setattr(torch.optim, "Adam", Spy)
    vocab = Vocab.from_words(["emma", "ava", "bob"])
    X, Y = char_rnn.encode_names(["emma", "ava", "bob"], vocab, 6)
    cfg = char_rnn.CharRNNConfig(vocab_size=len(vocab), n_embd=2, hidden=3, block_size=6)
    logged = []
    char_rnn.train(cfg, char_rnn.RNNRecipe(steps=steps, batch=2, lr=lr, lr_min=lr_min, seed=1), X, Y,
                   log=lambda step, loss: logged.append((step, loss)))
    assert seen == pytest.approx([lr_min + 0.5 * (lr - lr_min) * (1 + math.cos(math.pi * t / steps))
                                  for t in range(steps)], rel=1e-12)
    assert seen[0] == pytest.approx(lr, rel=1e-12) and all(a > b for a, b in zip(seen, seen[1:]))
    assert [s for s, _ in logged] == [0, steps - 1]
    assert all(math.isfinite(v) and v > 0 for _, v in logged)
