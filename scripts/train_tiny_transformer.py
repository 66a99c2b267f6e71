"""Train the small causal transformer shown on the attention page and ship it in assets/transformer/.

    nice -n 10 python scripts/train_tiny_transformer.py            # about two to three minutes on one core

Fixed seed (the book's 2147483647), one thread, the book's train/val/test split of assets/names.txt.
Writes tiny_transformer.safetensors (the weights) and tiny_transformer.json (config, recipe, vocabulary,
train/val/test perplexity). Running it again reproduces the same file on the same torch build.
"""
from __future__ import annotations

import sys
import time
from dataclasses import asdict
from pathlib import Path

import torch

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from lm_core.metrics import perplexity  # noqa: E402
from lm_core.attention.tiny_transformer import TinyConfig, TrainRecipe, encode_names, mean_nll, save, train  # noqa: E402
from lm_core import book  # noqa: E402
from lm_core.words import Vocab, book_split, load_word_list  # noqa: E402


def main(steps: int | None = None) -> None:
    torch.set_num_threads(1)
    words = load_word_list(ROOT / "assets" / "names.txt").words
    vocab = Vocab.from_words(words)
    split = book_split(words, book.SEED)
    cfg = TinyConfig(vocab_size=len(vocab))
    recipe = TrainRecipe() if steps is None else TrainRecipe(steps=steps)
    data = {part: encode_names(ws, vocab, cfg.block_size) for part, ws in split.parts().items()}
    start = time.time()
    model = train(cfg, recipe, *data["train"], log=lambda s, loss: print(f"step {s:5d}  loss {loss:.4f}", flush=True))
    seconds = time.time() - start
    nll = {part: mean_nll(model, *xy) for part, xy in data.items()}
    info = {
        "recipe": asdict(recipe),
        "vocab": "".join(vocab.itos),
        "n_params": model.n_params(),
        "mean_nll": nll,
        "perplexity": {part: perplexity(v) for part, v in nll.items()},
        "train_seconds": round(seconds, 1),
        "torch": torch.__version__,
    }
    save(model, info)
    print({k: round(v, 4) for k, v in info["perplexity"].items()}, info["n_params"], f"{seconds:.0f}s")


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else None)
