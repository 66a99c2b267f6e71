"""Train the GRU character model of the names ladder (tokens page) and ship it in assets/tokens/.

    nice -n 10 python scripts/train_char_rnn.py          # a few minutes on one core

Fixed seed (the book's 2147483647), one thread, the book's train/val/test split of assets/names.txt.
Writes char_gru.safetensors (weights) and char_gru.json (config, recipe, vocabulary, losses, perplexities).
"""
from __future__ import annotations

import sys
import time
from dataclasses import asdict
from pathlib import Path

import torch

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from lm_core.rnn.char_rnn import CharRNNConfig, RNNRecipe, encode_names, mean_nll, save, train  # noqa: E402
from lm_core.metrics import perplexity  # noqa: E402
from lm_core import book  # noqa: E402
from lm_core.words import Vocab, book_split, load_word_list  # noqa: E402


def main(steps: int | None = None) -> None:
    torch.set_num_threads(1)
    words = load_word_list(ROOT / "assets" / "names.txt").words
    vocab = Vocab.from_words(words)
    split = book_split(words, book.SEED)
    cfg = CharRNNConfig(vocab_size=len(vocab))
    recipe = RNNRecipe() if steps is None else RNNRecipe(steps=steps)
    data = {part: encode_names(ws, vocab, cfg.block_size) for part, ws in split.parts().items()}
    start = time.time()
    model = train(cfg, recipe, *data["train"], log=lambda s, v: print(f"step {s:5d}  loss {v:.4f}", flush=True))
    seconds = time.time() - start
    nll = {part: mean_nll(model, *xy) for part, xy in data.items()}
    info = {
        "script": "scripts/train_char_rnn.py",
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
