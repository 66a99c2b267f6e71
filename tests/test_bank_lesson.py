"""lm_core.encoders.bank_lesson and layer_pooling: the separation layer, the static row from a sentence's own ids,
sentence vectors from any layer."""
from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest
import torch

from lm_core.encoders import contextual, masked_lm
from lm_core.encoders import bank_lesson as bl
from lm_core.encoders.layer_pooling import encode_layer

ROOT = Path(__file__).resolve().parent.parent


@pytest.fixture(scope="module")
def mlm():
    lm = masked_lm.load(ROOT / "assets" / "sentences" / "mlm")
    return lm.model, lm.tokenizer


@pytest.mark.parametrize("ab,river,money,want", [
    ([0.9, 0.8, 0.7], [0.95, 0.9, 0.8], [0.95, 0.9, 0.8], 0),       # separated everywhere
    ([0.9, 0.8, 0.7], [0.8, 0.9, 0.8], [0.95, 0.9, 0.8], 1),        # from layer 1 on
    ([0.9, 0.8, 0.7], [0.8, 0.9, 0.8], [0.95, 0.7, 0.8], 2),        # layer 1 fails on one same-sense pair
    ([0.9, 0.8, 0.9], [0.95, 0.9, 0.8], [0.95, 0.9, 0.95], None),   # not at the last layer: never
    ([0.9, 0.8, 0.8], [0.95, 0.9, 0.8], [0.95, 0.9, 0.9], None),    # a tie is not a separation
])
def test_separation_layer(ab, river, money, want):
    assert bl.separation_layer(ab, [river, money]) == want
    assert bl.separated(ab, [river, money])[-1] == (want is not None)


def test_static_row_comes_from_the_sentences_own_ids(mlm):
    model, tok = mlm
    text = "The river bank was muddy."
    ids = bl.sentence_piece_ids(tok, text, "bank")
    assert tok.convert_ids_to_tokens(ids) == ["bank"]
    table = model.bert.embeddings.word_embeddings.weight.detach().numpy()
    assert np.array_equal(bl.static_in_sentence(model, tok, text, "bank"), table[ids].mean(axis=0))
    assert bl.static_cosine(model, tok, text, "A bank loan.", "bank") == pytest.approx(1.0, abs=1e-12)
    rows = [table[bl.sentence_piece_ids(tok, s, w)].mean(axis=0) for s, w in ((text, "bank"), (text, "muddy"))]
    assert contextual.cosine(*rows) < 0.9          # other ids give another row: the check can fail
    with pytest.raises(contextual.SentenceInputError):
        bl.sentence_piece_ids(tok, "no such word here", "bank")


def test_layer_pooling_last_layer_is_the_shipped_encoding(mlm):
    model, tok = mlm
    texts = ["A man plays a guitar.", "Two dogs run on the beach, barking."]
    last = encode_layer(model, tok, texts, model.bert.config.num_hidden_layers)
    assert np.allclose(last, contextual.encode(model, tok, texts, "mean"), atol=1e-6)
    zero = encode_layer(model, tok, texts, 0)
    assert zero.shape == last.shape and np.allclose(np.linalg.norm(zero, axis=1), 1.0, atol=1e-6)
    assert not np.allclose(zero, last, atol=1e-3)
    # layer 0 runs the embedding layer alone: exactly what the whole forward pass gives as its first hidden state
    enc = tok(texts, padding=True, truncation=True, max_length=contextual.max_tokens(model), return_tensors="pt")
    enc.pop("token_type_ids", None)
    with torch.no_grad():
        full = contextual.backbone(model)(**enc, output_hidden_states=True).hidden_states[0]
    assert np.array_equal(zero, contextual.mean_pool(full, enc["attention_mask"]).float().numpy())


def test_layer_pooling_cuts_long_sentences_at_the_models_limit(mlm):
    """A sentence longer than the model's 64 positions is read as its first 62 pieces between [CLS] and [SEP]; no
    sentence at all gives no rows."""
    model, tok = mlm
    the, cls, sep = (tok.convert_tokens_to_ids(p) for p in ("the", "[CLS]", "[SEP]"))
    ids = torch.tensor([[cls] + [the] * 62 + [sep]])
    layer = 2
    with torch.no_grad():
        hidden = model.bert(input_ids=ids, output_hidden_states=True).hidden_states[layer][0]      # (64, C)
    v = hidden.double().mean(0)
    got = encode_layer(model, tok, ["the " * 100], layer)
    assert np.allclose(got[0], (v / v.norm()).numpy(), atol=1e-6)
    assert encode_layer(model, tok, [], layer).shape[0] == 0
