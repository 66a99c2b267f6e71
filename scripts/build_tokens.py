"""Build the tokens page's tables: BPE merge tables, the interpolated bigram per tokenisation, the merges sweep.

    RAYON_NUM_THREADS=1 nice -n 10 python scripts/build_tokens.py      # a few minutes on one core

Fixed settings: documents split with ``tokenize_compare.SPLIT_SEED``; byte-level BPE trained with Hugging Face
``tokenizers`` on the training part only (initial alphabet = the 256 bytes, min_frequency 2, vocabulary
256 + merges); λ tuned on the development part; every number measured on the held-out part.
Writes to assets/tokens/:
  - bpe_<N>.json           the tokenizer with N merges, for N in MERGES;
  - tokens_metrics.json    corpus sizes, one row per tokenisation (table + sweep), the λs, the spellers;
  - counts_<scheme>.npz    the bigram counts and vocabulary behind the sentence view (chars, words, bpe512, bpe2048).
"""
from __future__ import annotations

import json
import os
import sys
import time
from dataclasses import asdict
from pathlib import Path

os.environ.setdefault("RAYON_NUM_THREADS", "1")
import numpy as np  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from lm_core.tokens import tokenize_compare as tc  # noqa: E402

OUT = ROOT / "assets" / "tokens"
MERGES = (128, 256, 512, 1024, 2048, 4096)
SHIPPED_COUNTS = ("chars", "words", "bpe512", "bpe2048")


def train_bpe(docs, merges: int):
    from tokenizers import Tokenizer, decoders, models, pre_tokenizers, trainers

    tok = Tokenizer(models.BPE())
    tok.pre_tokenizer = pre_tokenizers.ByteLevel(add_prefix_space=False)
    tok.decoder = decoders.ByteLevel()
    trainer = trainers.BpeTrainer(vocab_size=256 + merges, min_frequency=2, show_progress=False,
                                  initial_alphabet=pre_tokenizers.ByteLevel.alphabet(), special_tokens=[])
    tok.train_from_iterator(list(docs), trainer=trainer)
    return tok


def evaluate(name: str, merges: int, parts: dict, split: tc.CorpusSplit, tokenizer_vocab: int, spell_of) -> tuple:
    """parts: part -> list of tokens (strings or BPE ids). Returns (row dict, vocabulary, counts, λ, speller)."""
    vocab = tc.Vocabulary.from_training(parts["train"])
    ids = {p: vocab.ids(toks) for p, toks in parts.items()}
    counts = tc.count(ids["train"], len(vocab))
    lam = tc.tune_lambda(counts, ids["dev"])
    speller = tc.make_speller(split.train, len(parts["train"]))
    unk = [spell_of(t) for t, i in zip(parts["test"], ids["test"].tolist()) if i == vocab.unk]
    s = tc.score(counts, lam, ids["test"], unk, speller, split.chars("test"))
    row = {"scheme": name, "merges": merges, "tokenizer_vocab": tokenizer_vocab, "model_vocab": len(vocab),
           "test_tokens": s.n_tokens, "test_unknown": len(unk), "total_nats": s.total_nats,
           "perplexity": s.perplexity, "bits_per_char": s.bits_per_char, "lambda": lam}
    print(f"{name:>8}  V={len(vocab):6d}  tokens={s.n_tokens:8d}  ppl={s.perplexity:9.3f}  "
          f"bpc={s.bits_per_char:.4f}  λ={lam}  unk={len(unk)}", flush=True)
    return row, vocab, counts, lam, speller


def save_counts(name: str, vocab, counts: tc.BigramCounts, items_are_ids: bool) -> None:
    extra = {"item_ids": np.array(vocab.items, dtype=np.int32)} if items_are_ids else \
        {"items": np.array(vocab.items, dtype=object).astype(str)}
    np.savez_compressed(OUT / f"counts_{name}.npz", keys=counts.keys, pair_counts=counts.pair_counts.astype(np.int32),
                        context=counts.context, unigram=counts.unigram, **extra)


def main() -> None:
    start = time.time()
    OUT.mkdir(parents=True, exist_ok=True)
    docs = tc.documents(ROOT / "assets" / "wordvec")
    split = tc.split_documents(docs)
    sizes = {p: {"documents": len(getattr(split, p)), "characters": split.chars(p)} for p in ("train", "dev", "test")}
    print(sizes, flush=True)
    texts = {p: "".join(getattr(split, p)) for p in ("train", "dev", "test")}
    rows, lambdas, spellers = [], {}, {}

    def record(name, merges, parts, tok_vocab, spell_of, items_are_ids):
        row, vocab, counts, lam, speller = evaluate(name, merges, parts, split, tok_vocab, spell_of)
        rows.append(row)
        lambdas[name] = lam
        spellers[name] = asdict(speller)
        if name in SHIPPED_COUNTS:
            save_counts(name, vocab, counts, items_are_ids)

    parts = {p: list(t) for p, t in texts.items()}
    assert all("".join(v) == texts[p] for p, v in parts.items())
    record("chars", 0, parts, len(set(parts["train"])), lambda s: s, False)
    parts = {p: tc.words_tokens(t) for p, t in texts.items()}
    assert all("".join(v) == texts[p] for p, v in parts.items()), "word round-trip"
    record("words", 0, parts, len(set(parts["train"])), lambda s: s, False)
    roundtrip = {"chars": True, "words": True}
    for merges in MERGES:
        tok = train_bpe(split.train, merges)
        n_merges = len(json.loads(tok.to_str())["model"]["merges"])
        tok.save(str(OUT / f"bpe_{merges}.json"))
        roundtrip[f"bpe{merges}"] = all(tc.bpe_roundtrip(tok, d) for d in split.test)
        assert roundtrip[f"bpe{merges}"], f"bpe{merges} round-trip"
        parts = {p: [i for ids in tc.bpe_ids(tok, list(getattr(split, p))) for i in ids]
                 for p in ("train", "dev", "test")}
        record(f"bpe{merges}", n_merges, parts, tok.get_vocab_size(), lambda i, tok=tok: tok.decode([i]), True)
    metrics = {
        "script": "scripts/build_tokens.py", "split_seed": tc.SPLIT_SEED, "passage_chars": tc.PASSAGE_CHARS,
        "min_count": tc.MIN_COUNT, "sizes": sizes, "rows": rows, "roundtrip_test": roundtrip,
        "spellers": spellers, "seconds": round(time.time() - start, 1),
    }
    (OUT / "tokens_metrics.json").write_text(json.dumps(metrics, indent=1))
    print(f"done in {time.time() - start:.0f}s")


if __name__ == "__main__":
    main()
