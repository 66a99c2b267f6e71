"""Train the chapter's MLP for context lengths k = 1..8 and ship the weights in assets/mlp/.

The chapter prints no training settings; these are common ones for this model, from Karpathy's makemore
lectures (lm_core.mlp_train.BookRecipe): initialisation and mini-batches drawn from a generator seeded with
the book's seed (lm_core.book.SEED), SGD with batches of 32 for 200,000 steps, learning rate 0.1 then
0.01 from step 100,000. Data: assets/names.txt with the book's 80/10/10 split.

    nice -n 10 python scripts/train_mlp.py            # all of k = 1..8 (a few minutes per k on one core)
    nice -n 10 python scripts/train_mlp.py --k 3 1     # only these
    nice -n 10 python scripts/train_mlp.py --together  # all in one batched run (lm_core.mlp_train_many)
    python scripts/train_mlp.py --summary-only         # rebuild metrics.json from the weight files

Writes assets/mlp/mlp_k<k>.safetensors (the five tensors; vocabulary, recipe and metrics in the header) and
assets/mlp/metrics.json (one entry per k found on disk). The app only reads these files.
"""
from __future__ import annotations

import argparse
import json
import math
import sys
import time
from dataclasses import asdict
from pathlib import Path

import torch

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from lm_core.counting.bigram import BigramData  # noqa: E402
from lm_core.neural.mlp import MLPConfig, evaluate, load, save, weights_path, windows  # noqa: E402
from lm_core.neural.mlp_train import BookRecipe, train_book  # noqa: E402
from lm_core.neural.mlp_train_many import train_book_many  # noqa: E402
from lm_core.words import load_word_list  # noqa: E402

OUT = ROOT / "assets" / "mlp"


def _progress(label: str, start: float):
    def report(step, total, value):
        if step % 20_000 == 1:
            print(f"  {label} step {step:>7}/{total}  batch loss {value:.4f}  ({time.time() - start:.0f}s)", flush=True)
    return report


def train_one(k: int, data: BigramData, recipe: BookRecipe) -> dict:
    X, Y = windows(data.split.train, data.vocab, k)
    start = time.time()
    params, _ = train_book(MLPConfig(context=k), len(data.vocab), X, Y, recipe, callback=_progress(f"k={k}", start))
    return finish(k, params, data, recipe, time.time() - start)


def train_together(ks: list[int], data: BigramData, recipe: BookRecipe) -> None:
    X, Y = windows(data.split.train, data.vocab, max(ks))
    start = time.time()
    models = train_book_many(ks, len(data.vocab), X, Y, recipe, callback=_progress(f"k={ks}", start))
    seconds = (time.time() - start) / len(ks)
    for k in ks:
        finish(k, models[k], data, recipe, seconds, batched=True)


def finish(k: int, params, data: BigramData, recipe: BookRecipe, seconds: float, batched: bool = False) -> dict:
    losses = {part: evaluate(params, *windows(words, data.vocab, k)) for part, words in data.split.parts().items()}
    metrics = {
        "context": k,
        "params": params.count(),
        "train_loss": losses["train"],
        "val_loss": losses["val"],
        "test_loss": losses["test"],
        "val_ppl": math.exp(losses["val"]),
        "seconds": round(seconds, 1),
    }
    save(params, data.vocab, weights_path(OUT, k), metrics=metrics, recipe=asdict(recipe), batched=batched,
         data="assets/names.txt, book split (torch.randperm, seed 2147483647, 80/10/10)",
         torch=torch.__version__)
    print(f"k={k}: params {metrics['params']:,}  val loss {metrics['val_loss']:.4f}  "
          f"val ppl {metrics['val_ppl']:.3f}  ({seconds:.0f}s)", flush=True)
    return metrics


def write_summary() -> dict:
    rows = {}
    for path in sorted(OUT.glob("mlp_k*.safetensors")):
        _, _, meta = load(path)
        rows[str(meta["metrics"]["context"])] = meta["metrics"] | {"recipe": meta["recipe"]}
    summary = {"script": "scripts/train_mlp.py", "data": "assets/names.txt", "models": rows}
    (OUT / "metrics.json").write_text(json.dumps(summary, indent=1) + "\n")
    return summary


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--k", type=int, nargs="*", default=list(range(1, 9)))
    parser.add_argument("--steps", type=int, default=BookRecipe.steps)
    parser.add_argument("--summary-only", action="store_true")
    parser.add_argument("--together", action="store_true", help="train all the k in one batched run")
    args = parser.parse_args()
    torch.set_num_threads(1)
    OUT.mkdir(parents=True, exist_ok=True)
    if not args.summary_only:
        data = BigramData.build(load_word_list(ROOT / "assets" / "names.txt").words)
        recipe = BookRecipe(steps=args.steps, switch_at=args.steps // 2)
        if args.together:
            train_together(sorted(args.k), data, recipe)
        else:
            for k in args.k:
                train_one(k, data, recipe)
                write_summary()
    print(json.dumps({k: round(v["val_ppl"], 3) for k, v in write_summary()["models"].items()}))


if __name__ == "__main__":
    main()
