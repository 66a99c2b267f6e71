"""Train the shipped word2vec vectors and precompute the analogy evaluation tables.

    nice -n 10 python -m scripts.train_word2vec              # train (a few minutes on a busy machine) + evaluate
    nice -n 10 python -m scripts.train_word2vec --eval-only  # keep the vectors, recompute the tables

Writes to assets/wordvec/:
  - w2v.brown_gutenberg.100d.float16.npy + .vocab.txt: skip-gram, negative sampling (5), 100 dims, window 5,
    3 epochs, min_count 5, sample 1e-3, seed 2147483647, one worker thread (reproducible), on NLTK's Brown +
    Gutenberg (2.9 M a–z words); rows in gensim's order (most frequent word first).
  - wordvec_eval.json: the evaluation table (lm_core.analogy_eval.evaluate) for every (vector set, cut-off) the
    page offers, and the similarity correlations, with this script's name and the UTC date it ran (the page
    says both). The page reads it instead of spending tens of seconds on
    19,544 queries over 100,000 words at first load; the tests recompute entries and compare.
"""
from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

import numpy as np  # noqa: E402
import torch  # noqa: E402

from lm_core.vectors.word2vec import W2VConfig, keyed_vectors_to_arrays, train_gensim  # noqa: E402

ASSETS = ROOT / "assets" / "wordvec"
W2V_STEM = "w2v.brown_gutenberg.100d"
EVAL_JSON = "wordvec_eval.json"


def train(config: W2VConfig) -> None:
    from lm_core.corpus import load_corpus

    corpus = load_corpus(ASSETS)
    print(f"corpus: {len(corpus.sentences):,} sentences, {corpus.n_words:,} words", flush=True)
    start = time.perf_counter()
    kv = train_gensim(corpus.sentences, config,
                      progress=lambda f, e: print(f"\r  epoch {e}: {100 * f:5.1f}%", end="", flush=True))
    print(f"\ntrained in {time.perf_counter() - start:.1f} s: {len(kv):,} words", flush=True)
    words, vectors = keyed_vectors_to_arrays(kv)
    np.save(ASSETS / f"{W2V_STEM}.float16.npy", vectors.astype(np.float16))
    (ASSETS / f"{W2V_STEM}.vocab.txt").write_text("\n".join(words) + "\n", encoding="utf-8")


def evaluate_all() -> None:
    from lm_core.vectors.analogy_eval import CUTOFFS, evaluate, load_questions, word_pair_correlations
    from lm_core.vectors.word_vectors import load_vector_set

    questions = load_questions(ASSETS / "questions-words.txt")
    out = {"script": "scripts/train_word2vec.py", "computed": time.strftime("%Y-%m-%d", time.gmtime()),
           "questions": len(questions), "tables": {}, "pairs": {}}
    for name in CUTOFFS:
        wv = load_vector_set(ASSETS, name)
        for cutoff in CUTOFFS[name]:
            start = time.perf_counter()
            table = evaluate(wv, questions, cutoff)
            print(f"{name} @ {cutoff}: {time.perf_counter() - start:.1f} s", flush=True)
            out["tables"][f"{name}:{cutoff}"] = table.to_dict()
        out["pairs"][name] = [c.to_dict() for c in word_pair_correlations(wv, ASSETS)]
    (ASSETS / EVAL_JSON).write_text(json.dumps(out, indent=1))


def main() -> None:
    torch.set_num_threads(1)
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--eval-only", action="store_true", help="keep the shipped vectors, redo the tables")
    parser.add_argument("--train-only", action="store_true", help="train and save the vectors, skip the tables")
    args = parser.parse_args()
    if not args.eval_only:
        train(W2VConfig())
    if not args.train_only:
        evaluate_all()


if __name__ == "__main__":
    main()
