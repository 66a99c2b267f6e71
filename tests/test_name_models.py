"""One interface for the models of the names (lm_core/tokens/models.py): every model implements it, each adapter
gives exactly what the model's own functions give, and the per-character NLL agrees with plain loops."""
import math
from pathlib import Path

import pytest
import torch
import torch.nn.functional as F

from lm_core.attention import tiny_transformer
from lm_core.counting import bigram
from lm_core.neural import mlp
from lm_core.rnn import char_rnn
from lm_core.tokens import models as nm
from lm_core.tokens import names_ladder as nl

ROOT = Path(__file__).resolve().parent.parent
KEYS = ("uniform", "bigram", "trigram", "mlp3", "gru", "transformer")
WORDS = ("emma", "olivia", "x", "zsazsa", "qqq")          # ordinary names, one letter, rare pairs


@pytest.fixture(scope="module")
def built(names_bigram):
    d = names_bigram
    tri_N = nl.trigram_counts(d.split.train, d.vocab)
    P2, P3 = bigram.probabilities(d.N, 1.0), nl.trigram_probs(tri_N, 0.1)
    p, _, _ = mlp.load(mlp.weights_path(ROOT / "assets" / "mlp", 3))
    gru, _ = char_rnn.load_shipped()
    tf, _ = tiny_transformer.load_shipped()
    models = {"uniform": nm.Uniform(d.vocab), "bigram": nm.Bigram(P2, d.vocab), "trigram": nm.Trigram(P3, d.vocab),
              "mlp3": nm.MLP(p, d.vocab), "gru": nm.GRU(gru, d.vocab), "transformer": nm.Transformer(tf, d.vocab)}
    return d, models, {"P2": P2, "P3": P3, "mlp": p, "gru": gru, "tf": tf}


def gen(seed=3):
    return torch.Generator().manual_seed(seed)


def test_every_model_implements_the_interface(built):
    _, models, _ = built
    for key, model in models.items():
        assert isinstance(model, nm.NameModel), key
        names = model.sample(gen(), 4)
        assert len(names) == 4 and all(isinstance(w, str) for w in names), key
        nll = model.name_nll("emma")
        assert len(nll) == 5 and all(v > 0 and math.isfinite(v) for v in nll), key
        assert isinstance(model.n_params(), int), key
    assert not isinstance(object(), nm.NameModel)


def test_the_ladder_is_a_loop_over_the_interface():
    from ui.chapters.tokens import cache
    m = cache.ladder_models()
    assert tuple(m["models"]) == cache.LADDER == KEYS
    assert all(isinstance(model, nm.NameModel) for model in m["models"].values())
    scores = cache.ladder_scores()
    shipped = cache.shipped_val_nll()
    assert set(shipped) == {"mlp3", "gru", "transformer"}
    for key, model in m["models"].items():
        assert scores[key][1] == model.n_params()
        if key not in shipped:                   # the tables are scored live through the interface
            assert scores[key][0] == model.mean_nll(m["data"].split.val)


def test_each_adapter_gives_what_its_model_gives(built):
    d, models, raw = built
    V, val, few = len(d.vocab), d.split.val, d.split.val[:300]
    assert models["uniform"].mean_nll(val) == math.log(V) and models["uniform"].n_params() == 0
    assert models["bigram"].mean_nll(val) == d.evaluate(raw["P2"], "val").mean_nll
    assert models["trigram"].mean_nll(val) == nl.trigram_nll(raw["P3"], val, d.vocab)
    assert models["mlp3"].mean_nll(val) == mlp.evaluate(raw["mlp"], *mlp.windows(val, d.vocab, 3))
    gru, tf = raw["gru"], raw["tf"]
    assert models["gru"].mean_nll(few) == char_rnn.mean_nll(gru, *char_rnn.encode_names(few, d.vocab, 16))
    assert models["transformer"].mean_nll(few) == tiny_transformer.mean_nll(
        tf, *tiny_transformer.encode_names(few, d.vocab, tf.cfg.block_size))
    assert (models["bigram"].n_params(), models["trigram"].n_params()) == (V ** 2, V ** 3)
    assert models["mlp3"].n_params() == raw["mlp"].count()
    assert models["gru"].n_params() == sum(p.numel() for p in gru.parameters()) == gru.n_params()
    assert models["transformer"].n_params() == sum(p.numel() for p in tf.parameters())
    # the samplers: the same generator gives the same names as each model's own sampler
    own = {"uniform": lambda g: nl.uniform_sample(d.vocab, 6, g),
           "bigram": lambda g: [bigram.steps_to_word(s) for s in bigram.sample(raw["P2"], d.vocab, 6, g)],
           "trigram": lambda g: nl.trigram_sample(raw["P3"], d.vocab, 6, g),
           "mlp3": lambda g: mlp.sample(raw["mlp"], d.vocab, 6, g),
           "gru": lambda g: char_rnn.sample(gru, d.vocab, 6, g),
           "transformer": lambda g: nl.transformer_sample(tf, d.vocab, 6, g)}
    for key, model in models.items():
        assert model.sample(gen(11), 6) == own[key](gen(11)), key
        assert model.sample(gen(11), 6) != model.sample(gen(12), 6), key


def test_name_nll_of_the_tables_is_a_plain_loop_over_the_characters(built):
    d, models, raw = built
    stoi = d.vocab.stoi
    for w in WORDS:
        cs = ["."] + list(w) + ["."]
        assert models["bigram"].name_nll(w) == pytest.approx(
            [-math.log(float(raw["P2"][stoi[a], stoi[b]])) for a, b in zip(cs, cs[1:])], rel=1e-12)
        cs = ["."] + cs
        assert models["trigram"].name_nll(w) == pytest.approx(
            [-math.log(float(raw["P3"][stoi[a], stoi[b], stoi[c]])) for a, b, c in zip(cs, cs[1:], cs[2:])],
            rel=1e-12)
        assert models["uniform"].name_nll(w) == [math.log(27)] * (len(w) + 1)


@torch.no_grad()
def test_name_nll_of_the_networks_is_one_character_at_a_time(built):
    d, models, raw = built
    for w in WORDS:
        ids = d.vocab.encode(w)
        # the GRU fed one character at a time, carrying its hidden state, as it samples
        h, gru_ref = None, []
        for a, b in zip(ids, ids[1:]):
            logits, h = raw["gru"](torch.tensor([[a]]), h)
            gru_ref.append(-float(F.log_softmax(logits[0, -1], -1)[b]))
        assert models["gru"].name_nll(w) == pytest.approx(gru_ref, abs=1e-5)
        # the transformer re-run on every prefix, reading its last position
        tf_ref = [-float(F.log_softmax(raw["tf"](torch.tensor([ids[:t + 1]]))[0][0, -1], -1)[ids[t + 1]])
                  for t in range(len(ids) - 1)]
        assert models["transformer"].name_nll(w) == pytest.approx(tf_ref, abs=1e-5)
        # the MLP on its window of the last three symbols
        ctx, mlp_ref = [0, 0, 0], []
        for b in ids[1:]:
            lp = F.log_softmax(mlp.logits(raw["mlp"], torch.tensor([ctx])), 1)[0]
            mlp_ref.append(-float(lp[b]))
            ctx = ctx[1:] + [b]
        assert models["mlp3"].name_nll(w) == pytest.approx(mlp_ref, abs=1e-5)


def test_mean_nll_is_the_mean_of_the_names_characters(built):
    d, models, _ = built
    words = d.split.val[:60]
    for key, model in models.items():
        per_char = [v for w in words for v in model.name_nll(w)]
        assert model.mean_nll(words) == pytest.approx(sum(per_char) / len(per_char), rel=1e-6), key


def test_a_name_longer_than_the_transformers_positions_is_refused(built):
    _, models, _ = built
    long = "a" * 16                                       # 17 positions; the transformer has 16
    with pytest.raises(ValueError):
        models["transformer"].name_nll(long)
    assert len(models["gru"].name_nll(long)) == 17        # the GRU has no positions to run out of


def test_trigram_name_nll_of_a_certain_letter_is_zero_and_of_an_impossible_one_infinite(names_bigram):
    """−ln 1 = 0 nats for a letter the table makes certain; a symbol it never gives costs +∞, not an error."""
    vocab = names_bigram.vocab
    P = torch.zeros(27, 27, 27, dtype=torch.float64)
    P[..., vocab.stoi["a"]] = 1.0                          # after any two symbols: always 'a', never '.'
    assert nm.Trigram(P, vocab).name_nll("aa") == [0.0, 0.0, math.inf]
