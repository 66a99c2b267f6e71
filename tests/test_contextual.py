"""Contextual vectors and pooling on the two shipped models; the precomputed STS table against the models."""
from __future__ import annotations

import json
from pathlib import Path

import numpy as np
import pytest
import torch

from lm_core import book
from lm_core.encoders import contextual, masked_lm, minilm, sentence_eval as se

ASSETS = Path(__file__).resolve().parent.parent / "assets" / "sentences"
A = "He sat on the bank of the river and watched the water go by."
B = "She deposited the cheque at the bank on the corner of the street."


@pytest.fixture(scope="module")
def mlm():
    lm = masked_lm.load(ASSETS / "mlm")
    return lm.model, lm.tokenizer


@pytest.fixture(scope="module")
def enc():
    e = minilm.load()
    return e.model, e.tokenizer


@pytest.mark.parametrize("which", ["mlm", "enc"])
def test_static_row_cosine_is_exactly_one(which, request):
    model, tok = request.getfixturevalue(which)
    a = contextual.word_by_layer(model, tok, A, "bank")
    b = contextual.word_by_layer(model, tok, B, "bank")
    s = contextual.static_vector(model, tok, "bank")
    # the book's static cosine: the embedding table's rows looked up from each sentence's own tokens (by hand here:
    # the pieces whose offsets fall inside "bank"), the same in both sentences, and the word's static_vector
    table = contextual.backbone(model).embeddings.word_embeddings.weight.detach().double().numpy()
    rows = []
    for text in (A, B):
        enc = tok(text, return_offsets_mapping=True)
        start = text.index("bank")
        ids = [i for i, (x, y) in zip(enc["input_ids"], enc["offset_mapping"]) if y > x and x < start + 4 and y > start]
        rows.append(table[ids].mean(axis=0))
    cos_ab = float(rows[0] @ rows[1] / (np.linalg.norm(rows[0]) * np.linalg.norm(rows[1])))
    assert cos_ab == pytest.approx(book.BANK_STATIC_COS.value, abs=1e-12)
    assert np.allclose(s, rows[0], atol=1e-6)
    assert not np.allclose(s, contextual.static_vector(model, tok, "river"), atol=1e-3)   # a row, not any vector
    cos = contextual.layer_cosines(a, b)
    assert len(cos) == contextual.backbone(model).config.num_hidden_layers + 1
    assert cos[0] < 1 - 1e-4            # positions differ already at layer 0
    assert np.all(cos[1:] < cos[0] + 0.05)


def test_minilm_bank_senses_separate(enc):
    model, tok = enc
    a, b = (contextual.word_by_layer(model, tok, s, "bank") for s in (A, B))
    r = contextual.word_by_layer(model, tok, "The children fished from the grassy bank where the stream bends.", "bank")
    assert contextual.layer_cosines(a, b)[-1] < contextual.layer_cosines(a, r)[-1]
    assert a.pieces == ("bank",)


def test_word_pieces_are_averaged(mlm):
    model, tok = mlm
    word = "unbelievably"
    text = f"It was {word} cold."
    res = contextual.word_by_layer(model, tok, text, word)
    enc = tok(text, return_tensors="pt")
    with torch.no_grad():
        states = model.bert(**enc, output_hidden_states=True).hidden_states
    toks = tok.convert_ids_to_tokens(enc["input_ids"][0])
    idx = [i for i, p in enumerate(toks) if p in res.pieces]
    assert len(res.pieces) >= 1 and "".join(p.lstrip("#") for p in res.pieces) == word
    assert np.allclose(res.vectors[-1], states[-1][0, idx].mean(0).numpy(), atol=1e-6)


def test_mean_pool_by_hand(mlm):
    model, tok = mlm
    texts = ["the river bank", "she deposited money at the bank on the corner"]
    enc = tok(texts, padding=True, return_tensors="pt")
    enc.pop("token_type_ids", None)
    with torch.no_grad():
        hidden = model.bert(**enc).last_hidden_state
    pooled = contextual.mean_pool(hidden, enc["attention_mask"])
    for i, text in enumerate(texts):
        n = len(tok(text)["input_ids"])
        assert int(enc["attention_mask"][i].sum()) == n
        v = sum(hidden[i, j].double() for j in range(n)) / n
        assert torch.allclose(pooled[i].double(), v / v.norm(), atol=1e-6)
    assert torch.allclose(torch.from_numpy(contextual.encode(model, tok, texts)), pooled, atol=1e-6)
    first = contextual.encode(model, tok, texts, "cls")
    assert np.allclose(first[1], (hidden[1, 0] / hidden[1, 0].norm()).numpy(), atol=1e-6)


def test_encode_keeps_the_given_order_whatever_the_lengths(mlm):
    """Batched shortest first, returned in the order given: each row is that sentence alone through the model."""
    model, tok = mlm
    texts = ["she deposited money at the bank on the corner of the old street", "a bank", "the river bank",
             "we sat on the bank", "a"]
    together = contextual.encode(model, tok, texts, batch=2)
    alone = np.concatenate([contextual.encode(model, tok, [text]) for text in texts])
    assert together.shape == alone.shape and np.abs(together - alone).max() < 1e-5
    assert contextual.encode(model, tok, []).shape == (0, 0)


@pytest.mark.parametrize("code,text,word", [("empty", "  ", "bank"), ("missing_word", "a river", "bank"),
                                            ("missing_word", "embankment", "bank"), ("bad_word", "a bank", "two words"),
                                            ("too_long_chars", "bank " * 70, "bank"),
                                            ("too_long_tokens", "x " * 70 + "bank", "bank")])
def test_bad_sentences_have_codes(mlm, code, text, word):
    model, tok = mlm
    with pytest.raises(contextual.SentenceInputError) as err:
        contextual.check_sentence(text, word, tok, contextual.max_tokens(model))
    assert err.value.code == code


def test_shipped_table_matches_shipped_arrays_and_minilm_reference():
    table = json.loads((ASSETS / "sts_table.json").read_text())
    pairs = se.load_sts(ASSETS / "sts-test.csv")
    with np.load(ASSETS / "sts_embeddings.npz") as z:
        emb = {k: z[k] for k in z.files}
    assert all(v.dtype == np.float16 for v in emb.values())
    rows = se.retrieval_indices(pairs)
    for m, vals in table["methods"].items():
        got = se.score_overlap(pairs, rows) if m == "overlap" else se.score_vectors(
            m, emb[f"{m}.first"], emb[f"{m}.second"], pairs, rows)
        assert got.spearman == pytest.approx(vals["spearman"], abs=6e-5) and got.top1 == pytest.approx(vals["top1"])
    assert table["methods"]["minilm"]["spearman"] >= 0.80
    assert table["minilm_spearman_full"] >= 0.80 and table["n_pairs_full"] == book.STS_TEST_PAIRS.value


@pytest.mark.parametrize("which,method,pooling", [("enc", "minilm", "mean"), ("mlm", "mlm_mean", "mean"),
                                                  ("mlm", "mlm_cls", "cls")])
def test_shipped_embeddings_are_the_models_output(which, method, pooling, request):
    model, tok = request.getfixturevalue(which)
    pairs = se.load_sts(ASSETS / "sts-test.csv")
    with np.load(ASSETS / "sts_embeddings.npz") as z:
        shipped = z[f"{method}.first"][:24].astype(np.float32)
    live = contextual.encode(model, tok, pairs.first[:24], pooling)
    assert np.abs(live - shipped).max() < 2e-3          # float16 rounding of unit vectors


def test_refusals_name_the_counts_the_message_shows(mlm):
    """The messages say "{n} characters; the limit is {limit}" and "{n} word pieces; at most {limit}": the README's
    300-character cap, and the pieces counted by hand (70 x's + bank + [CLS] + [SEP] against the model's 64)."""
    model, tok = mlm
    with pytest.raises(contextual.SentenceInputError) as err:
        contextual.check_sentence("bank " * 61, "bank", tok, 64)
    assert err.value.params == {"n": 305, "limit": 300}
    with pytest.raises(contextual.SentenceInputError) as err:
        contextual.check_sentence("x " * 70 + "bank", "bank", tok, contextual.max_tokens(model))
    assert err.value.params == {"n": 70 + 1 + 2, "limit": 64}


def test_a_word_cut_off_by_the_token_limit_is_missing(mlm):
    """Past the model's 64 positions the word is not in what the model reads: refused as missing, naming it."""
    model, tok = mlm
    with pytest.raises(contextual.SentenceInputError) as err:
        contextual.word_by_layer(model, tok, "x " * 70 + "bank", "bank")
    assert err.value.code == "missing_word" and err.value.params == {"word": "bank"}


def test_word_ends_where_its_span_ends(mlm):
    """A piece that ends exactly where the word starts ("river-" before "bank") is not one of the word's pieces."""
    model, tok = mlm
    assert contextual.word_by_layer(model, tok, "a river-bank", "bank").pieces == ("bank",)


def test_static_vector_is_the_words_own_rows(mlm):
    """The input table's row for "bank", and for a word cut into pieces the mean of its pieces' rows: no [CLS]/[SEP]."""
    model, tok = mlm
    table = model.bert.embeddings.word_embeddings.weight.detach().numpy()
    assert np.array_equal(contextual.static_vector(model, tok, "bank"), table[tok.convert_tokens_to_ids("bank")])
    rows = [tok.convert_tokens_to_ids(p) for p in ("un", "##bel", "##ie", "##va", "##bly")]
    assert np.allclose(contextual.static_vector(model, tok, "unbelievably"), table[rows].mean(axis=0), atol=1e-7)


def test_encode_reports_the_share_done_after_each_batch(mlm):
    """5 sentences in batches of 2: 2/5, 4/5, then 1 (never above)."""
    model, tok = mlm
    seen = []
    contextual.encode(model, tok, ["a", "a bank", "the river bank", "we sat", "on it"], batch=2, progress=seen.append)
    assert seen == pytest.approx([0.4, 0.8, 1.0])
