"""Benchmarks of the neural-models page: the neural bigram's 3,000 steps and the live "train it now" MLP.

    python -m bench.bench_neural                 # defaults: 40 reference steps, k = 3
    python -m bench.bench_neural --ref-steps 300

Reported as ratios against reference runs in the same process:
* neural bigram: the count-form loss (hand-written gradient) for 3,000 steps vs the book's literal
  per-bigram ``F.cross_entropy(W[xs], ys)`` loop, timed for ``--ref-steps`` steps and extrapolated to 3,000;
* MLP: the fast recipe (Adam, batch 1,024, 800 steps) vs the book recipe (SGD, batch 32, 200,000 steps),
  the latter timed for 2,000 steps and extrapolated; plus the fast model's validation perplexity against
  the book's 8.29 (the target is within 2%).
"""
from __future__ import annotations

import argparse
import math
import time

import torch

from bench.common import ROOT, best_time, report
from lm_core.counting.bigram import BigramData
from lm_core.neural.mlp import MLPConfig, evaluate, windows
from lm_core.neural.mlp_train import BookRecipe, FastRecipe, train_book, train_fast
from lm_core.neural.neural_bigram import NeuralBigramConfig, pair_counts, train, train_per_bigram
from lm_core.words import load_word_list

BOOK_VAL_PPL_K3 = 8.29


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--ref-steps", type=int, default=40)
    parser.add_argument("--k", type=int, default=3)
    args = parser.parse_args()
    torch.set_num_threads(1)
    data = BigramData.build(load_word_list(ROOT / "assets" / "names.txt").words)
    V = len(data.vocab)
    rows: dict[str, object] = {}

    # --- neural bigram -----------------------------------------------------------------------------
    N_val = pair_counts(*data.pairs["val"], V)
    count_s = best_time(lambda: train(data.N, N_val, NeuralBigramConfig()), repeat=3)
    start = time.perf_counter()
    train_per_bigram(*data.pairs["train"], V, steps=args.ref_steps)
    per_step = (time.perf_counter() - start) / args.ref_steps
    rows["bigram_count_form_3000_steps_s"] = count_s
    rows["bigram_per_bigram_s_per_step"] = per_step
    rows["bigram_per_bigram_3000_steps_s_extrapolated"] = per_step * 3000
    rows["bigram_speedup_count_form_vs_per_bigram"] = per_step * 3000 / count_s

    # --- MLP: fast recipe vs the book recipe ---------------------------------------------------------
    cfg = MLPConfig(context=args.k)
    X, Y = windows(data.split.train, data.vocab, args.k)
    Xv, Yv = windows(data.split.val, data.vocab, args.k)
    start = time.perf_counter()
    params, _ = train_fast(cfg, V, X, Y, FastRecipe())
    fast_s = time.perf_counter() - start
    ppl = math.exp(evaluate(params, Xv, Yv))
    book_steps = 2000
    start = time.perf_counter()
    train_book(cfg, V, X, Y, BookRecipe(steps=book_steps, switch_at=book_steps // 2))
    book_s = (time.perf_counter() - start) / book_steps * BookRecipe.steps
    rows[f"mlp_k{args.k}_fast_recipe_s"] = fast_s
    rows[f"mlp_k{args.k}_fast_val_ppl"] = ppl
    if args.k == 3:
        rows["mlp_k3_fast_val_ppl_vs_book_8.29"] = ppl / BOOK_VAL_PPL_K3
        rows["mlp_k3_fast_within_2pct_of_book"] = abs(ppl / BOOK_VAL_PPL_K3 - 1) <= 0.02
    rows[f"mlp_k{args.k}_book_recipe_s_extrapolated"] = book_s
    rows["mlp_speedup_fast_vs_book_recipe"] = book_s / fast_s
    report("bench_neural", rows)


if __name__ == "__main__":
    main()
