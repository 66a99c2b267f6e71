"""Tokenisations, the interpolated bigram and bits per character (lm_core/tokens/tokenize_compare.py)."""
import json
import math
from pathlib import Path

import numpy as np
import pytest

from lm_core.tokens import tokenize_compare as tc

ROOT = Path(__file__).resolve().parent.parent
TOKENS = ROOT / "assets" / "tokens"
METRICS = json.loads((TOKENS / "tokens_metrics.json").read_text())
ROWS = {r["scheme"]: r for r in METRICS["rows"]}
TABLE = ("chars", "words", "bpe512", "bpe2048")


@pytest.fixture(scope="module")
def split():
    return tc.split_documents(tc.documents(ROOT / "assets" / "wordvec"))


@pytest.fixture(scope="module")
def models():
    return {s: tc.load_scheme(TOKENS, s, ROWS[s]["lambda"], METRICS["spellers"][s]) for s in TABLE}


def test_split_sizes_match_the_shipped_table(split):
    for part in ("train", "dev", "test"):
        assert len(getattr(split, part)) == METRICS["sizes"][part]["documents"]
        assert split.chars(part) == METRICS["sizes"][part]["characters"]
    assert not set(split.train) & set(split.test)
    assert all(d.endswith("\n") and d == d.lower() and "  " not in d for d in split.test)


def test_word_tokens_round_trip_on_odd_text():
    text = "it's 1,024 naïve cafés -- ok?!\n  end_x\t"
    toks = tc.words_tokens(text)
    assert "".join(toks) == text
    assert " naïve" in toks and " 1" in toks and "," in toks


@pytest.mark.parametrize("merges", [512, 2048, 4096])
def test_bpe_round_trips_on_the_held_out_part(split, merges):
    from tokenizers import Tokenizer
    tok = Tokenizer.from_file(str(TOKENS / f"bpe_{merges}.json"))
    assert len(json.loads(tok.to_str())["model"]["merges"]) == merges
    assert all(tc.bpe_roundtrip(tok, d) for d in split.test)


def test_every_scheme_round_trips_on_the_held_out_part(split, models):
    for name, model in models.items():
        for d in split.test[:20] if name.startswith("bpe") else split.test:
            toks, ids = model.tokens(d)
            if name.startswith("bpe"):      # byte-level: a piece may hold half a character; the ids lose nothing
                assert model.tokenizer.decode(model.tokenizer.encode(d).ids) == d, (name, d)
            else:
                assert "".join(toks) == d, (name, d)
            assert len(toks) == len(ids)
    assert all(METRICS["roundtrip_test"].values())


def test_interpolated_bigram_rows_sum_to_one(models):
    rng = np.random.default_rng(0)
    for name, m in models.items():
        for prev in rng.integers(0, m.counts.V, size=5).tolist() + [m.vocab.unk, m.start_id()]:
            row = tc.row(m.counts, m.lam, prev)
            assert row.min() > 0
            assert row.sum() == pytest.approx(1.0, abs=1e-9), (name, prev)


def test_interpolation_formula_on_a_tiny_stream():
    ids = np.array([0, 1, 0, 1, 2, 0, 1])
    c = tc.count(ids, 4)                                    # id 3 never seen: only the floor
    lam = 0.6
    p = tc.probs(c, lam, np.array([0, 2, 3]), np.array([1, 0, 0]))
    uni = lambda t: (np.bincount(ids, minlength=4)[t] + 1) / (len(ids) + 4)  # noqa: E731
    assert p[0] == pytest.approx(lam * 3 / 3 + (1 - lam) * uni(1))
    assert p[1] == pytest.approx(lam * 1 / 1 + (1 - lam) * uni(0))
    assert p[2] == pytest.approx(uni(0))                    # a context never seen: the unigram
    assert tc.tune_lambda(c, ids) in tc.LAMBDAS


def test_bits_per_char_is_total_nats_over_chars_over_ln2():
    for r in METRICS["rows"]:
        expected = r["total_nats"] / METRICS["sizes"]["test"]["characters"] / math.log(2)
        assert r["bits_per_char"] == pytest.approx(expected, rel=1e-12)
        assert r["perplexity"] == pytest.approx(math.exp(r["total_nats"] / r["test_tokens"]), rel=1e-12)
    s = tc.Score(n_tokens=10, n_chars=40, total_nats=30.0)
    assert s.bits_per_char == pytest.approx(30.0 / 40 / math.log(2), rel=1e-15)
    assert s.perplexity == pytest.approx(math.exp(30.0 / 10), rel=1e-15)        # per token: total over tokens


def test_shipped_rows_are_reproduced_from_the_corpus(split, models):
    """The chars and words rows recomputed from the shipped counts, with a plain loop for the total."""
    text = "".join(split.test)
    for name in ("chars", "words"):
        m = models[name]
        toks, ids = m.tokens(text)
        unk = [t for t, i in zip(toks, ids.tolist()) if i == m.vocab.unk]
        s = tc.score(m.counts, m.lam, ids, unk, m.speller, len(text))
        assert s.n_tokens == ROWS[name]["test_tokens"]
        assert s.total_nats == pytest.approx(ROWS[name]["total_nats"], rel=1e-9)
    # an independent loop over the first 3,000 characters of the chars model
    m = models["chars"]
    pairs = {(int(k) // m.counts.V, int(k) % m.counts.V): int(c) for k, c in zip(m.counts.keys, m.counts.pair_counts)}
    ids = m.vocab.ids(list(text[:3000]))
    N = int(m.counts.unigram.sum())
    total = -math.log((m.counts.unigram[ids[0]] + 1) / (N + m.counts.V))
    for a, b in zip(ids[:-1].tolist(), ids[1:].tolist()):
        ml = pairs.get((a, b), 0) / m.counts.context[a]
        total -= math.log(m.lam * ml + (1 - m.lam) * (m.counts.unigram[b] + 1) / (N + m.counts.V))
    assert tc.token_nll(m.counts, m.lam, ids).sum() == pytest.approx(total, rel=1e-9)


def test_the_ranking_flips():
    by_ppl = sorted(TABLE, key=lambda s: ROWS[s]["perplexity"])
    by_bpc = sorted(TABLE, key=lambda s: ROWS[s]["bits_per_char"])
    assert by_ppl[0] == "chars" and by_bpc[-1] == "chars"
    assert ROWS["bpe2048"]["perplexity"] > ROWS["bpe512"]["perplexity"]
    assert ROWS["bpe2048"]["bits_per_char"] < ROWS["bpe512"]["bits_per_char"]


def test_sweep_has_the_shipped_sizes():
    merges = sorted(r["merges"] for r in METRICS["rows"] if r["scheme"].startswith("bpe"))
    assert merges[-1] >= 4096 and len(merges) >= 5
    for m in merges:
        assert (TOKENS / f"bpe_{m}.json").exists()


def test_sentence_checks_and_unknown_rule(models):
    with pytest.raises(tc.SentenceError) as e:
        tc.check_sentence("   ")
    assert e.value.code == "empty"
    with pytest.raises(tc.SentenceError) as e:
        tc.check_sentence("a" * 501)
    assert e.value.code == "too_long" and e.value.params["limit"] == 500
    text = tc.check_sentence("Hello   Wörld 漢字")
    assert text == "hello wörld 漢字"
    for name, m in models.items():
        pieces = m.pieces(text)
        assert all(math.isfinite(p.bits) and p.bits > 0 for p in pieces)
        if not name.startswith("bpe"):
            assert "".join(p.text for p in pieces) == text
    assert any(p.unknown for p in models["chars"].pieces(text))      # 漢 never appears in the corpus


def test_speller_is_a_distribution_over_characters():
    sp = tc.make_speller(["abca"], n_tokens=2)
    total = sum(sp.counts) + len(sp.counts)
    probs = [(c + 1) / total for c in sp.counts]
    assert sum(probs) == pytest.approx(1.0)
    assert sp.cost("ab") == pytest.approx(-math.log(probs[0]) - math.log(probs[1]) - math.log(probs[-1]))
    assert sp.cost("z") == pytest.approx(-math.log(probs[3]) - math.log(probs[-1]))   # the other-slot


@pytest.mark.parametrize("name", ["chars", "words", "bpe512"])
def test_a_scheme_loaded_afresh_scores_a_sentence_by_the_formula(name):
    """load_scheme on its own (not through the module's fixture): the model carries the name, the λ it is given
    (not the shipped one), the shipped counts and, for BPE, its tokenizer; each piece of a sentence costs
    −log2 of the interpolated bigram written out, the first piece predicted after the ``\\n`` that ends a
    document (the module docstring's formula)."""
    lam = 0.37
    assert lam != ROWS[name]["lambda"]
    m = tc.load_scheme(TOKENS, name, lam, METRICS["spellers"][name])
    assert (m.name, m.lam) == (name, lam)
    text = "the cat sat.\n"
    toks, ids = m.tokens(text)
    if name == "chars":
        assert toks == list(text)
        newline = m.vocab.items.index("\n")
    elif name == "words":
        assert toks == ["the", " cat", " sat", ".", "\n"]
        newline = m.vocab.items.index("\n")
    else:
        from tokenizers import Tokenizer
        hf = Tokenizer.from_file(str(TOKENS / "bpe_512.json"))
        assert toks == [hf.decode([i]) for i in hf.encode(text).ids] and len(toks) < len(text)   # merged pieces
        newline = m.vocab.items.index(hf.encode("\n").ids[0])
    assert m.start_id() == newline
    c = m.counts
    assert c.V == len(m.vocab)
    # one training stream: every token but the last is a context, every token a unigram
    assert int(c.pair_counts.sum()) == int(c.context.sum()) == int(c.unigram.sum()) - 1
    pieces = m.pieces(text)
    assert [p.text for p in pieces] == toks and not any(p.unknown for p in pieces)
    N = int(c.unigram.sum())
    for piece, prev, t in zip(pieces, [newline] + ids[:-1].tolist(), ids.tolist()):
        hit = np.flatnonzero(c.keys == prev * c.V + t)                       # a plain scan of the pair keys
        pair = int(c.pair_counts[hit[0]]) if len(hit) else 0
        uni = (int(c.unigram[t]) + 1) / (N + c.V)
        p = lam * pair / int(c.context[prev]) + (1 - lam) * uni if c.context[prev] > 0 else uni
        assert piece.bits == pytest.approx(-math.log2(p), rel=1e-9), (name, piece.text)


def test_speller_counts_are_the_characters_of_the_training_text():
    from collections import Counter
    texts = ["abca", "cb", "ba"]
    sp = tc.make_speller(texts, n_tokens=7)
    seen = Counter("".join(texts))                                   # a: 3, b: 3, c: 2
    assert sp.chars == "abc"
    assert sp.counts == (seen["a"], seen["b"], seen["c"], 0, 7)     # then the other-slot, then the end mark
