"""A GRU character model on the names: the recurrent rung of the names ladder on the tokens page.

Each name is read as ``.`` followed by its characters; at every position the model predicts the next
character, ending with ``.``. That is the same set of predictions the count table, the MLP and the tiny
transformer make on the book's split, so the validation perplexities share one scale.

Architecture: embedding (V, E) -> one ``nn.GRU`` layer (hidden H) -> linear head (H -> V).
Weights ship in ``assets/tokens/char_gru.safetensors``; the config, recipe and measured losses ship in
``assets/tokens/char_gru.json`` (written by ``scripts/train_char_rnn.py``).
"""
from __future__ import annotations

import json
import math
from dataclasses import asdict, dataclass
from pathlib import Path

import torch
import torch.nn.functional as F
from torch import nn

from lm_core import book

from lm_core.words import Vocab, encode_names  # noqa: F401  (re-exported: the model and its names go together)

ASSET_DIR = Path(__file__).resolve().parents[2] / "assets" / "tokens"
WEIGHTS_FILE = "char_gru.safetensors"
INFO_FILE = "char_gru.json"


@dataclass(frozen=True)
class CharRNNConfig:
    """Sizes of the recurrent character model."""
    vocab_size: int = 27
    n_embd: int = 24
    hidden: int = 128
    block_size: int = 16       # '.' + at most 15 letters (the longest name in names.txt)


class CharRNN(nn.Module):
    """Embedding -> GRU -> linear head; ``forward`` gives next-character logits at every position."""

    def __init__(self, cfg: CharRNNConfig):
        super().__init__()
        self.cfg = cfg
        self.emb = nn.Embedding(cfg.vocab_size, cfg.n_embd)
        self.rnn = nn.GRU(cfg.n_embd, cfg.hidden, batch_first=True)
        self.head = nn.Linear(cfg.hidden, cfg.vocab_size)

    def forward(self, idx: torch.Tensor, h: torch.Tensor | None = None):
        x = self.emb(idx)                                  # (B, T, E)
        out, h = self.rnn(x, h)                            # (B, T, H), (1, B, H)
        return self.head(out), h                           # (B, T, V)

    def n_params(self) -> int:
        return sum(p.numel() for p in self.parameters())


@torch.no_grad()
def mean_nll(model: CharRNN, X: torch.Tensor, Y: torch.Tensor, batch: int = 4096) -> float:
    """Mean NLL (nats) per predicted character, over every non-padding target."""
    total, count = 0.0, 0
    for s in range(0, len(X), batch):
        logits, _ = model(X[s:s + batch])                  # (b, T, V)
        y = Y[s:s + batch]
        total += F.cross_entropy(logits.reshape(-1, logits.shape[-1]), y.reshape(-1),
                                 ignore_index=-1, reduction="sum").item()
        count += int((y >= 0).sum())
    return total / count


@dataclass(frozen=True)
class RNNRecipe:
    """How the shipped GRU is trained: Adam, cosine decay, random minibatches from a seeded generator."""
    steps: int = 6000
    batch: int = 128
    lr: float = 5e-3
    lr_min: float = 2e-4
    seed: int = book.SEED


def train(cfg: CharRNNConfig, recipe: RNNRecipe, X: torch.Tensor, Y: torch.Tensor, log=None) -> CharRNN:
    """Train from scratch; every draw comes from ``recipe.seed`` (init through a forked global generator)."""
    g = torch.Generator().manual_seed(recipe.seed)
    with torch.random.fork_rng(devices=[]):
        torch.manual_seed(recipe.seed)                     # nn.Module initialisation uses the global generator
        model = CharRNN(cfg)
    opt = torch.optim.Adam(model.parameters(), lr=recipe.lr)
    for step in range(recipe.steps):
        lr = recipe.lr_min + 0.5 * (recipe.lr - recipe.lr_min) * (1 + math.cos(math.pi * step / recipe.steps))
        for group in opt.param_groups:
            group["lr"] = lr
        ix = torch.randint(0, len(X), (recipe.batch,), generator=g)
        logits, _ = model(X[ix])                           # (B, T, V)
        loss = F.cross_entropy(logits.reshape(-1, cfg.vocab_size), Y[ix].reshape(-1), ignore_index=-1)
        opt.zero_grad(set_to_none=True)
        loss.backward()
        torch.nn.utils.clip_grad_norm_(model.parameters(), 1.0)
        opt.step()
        if log is not None and (step % 500 == 0 or step == recipe.steps - 1):
            log(step, loss.item())
    model.eval()
    return model


@torch.no_grad()
def sample(model: CharRNN, vocab: Vocab, n: int, generator: torch.Generator, max_len: int = 30) -> list[str]:
    """Draw ``n`` names one character at a time from '.', carrying the hidden state; stop at '.'."""
    out = []
    for _ in range(n):
        ix, h, chars = 0, None, []
        while len(chars) < max_len:
            logits, h = model(torch.tensor([[ix]]), h)      # (1, 1, V)
            p = F.softmax(logits[0, -1], dim=-1)            # (V,)
            ix = int(torch.multinomial(p, 1, generator=generator))
            if ix == 0:
                break
            chars.append(vocab.itos[ix])
        out.append("".join(chars))
    return out


def load_shipped(asset_dir: Path = ASSET_DIR) -> tuple[CharRNN, dict]:
    """The weights produced by ``scripts/train_char_rnn.py`` and their info JSON."""
    from safetensors.torch import load_file

    info = json.loads((asset_dir / INFO_FILE).read_text())
    model = CharRNN(CharRNNConfig(**info["config"]))
    model.load_state_dict(load_file(str(asset_dir / WEIGHTS_FILE)))
    model.eval()
    return model, info


def save(model: CharRNN, info: dict, asset_dir: Path = ASSET_DIR) -> None:
    from safetensors.torch import save_file

    asset_dir.mkdir(parents=True, exist_ok=True)
    save_file({k: v.contiguous() for k, v in model.state_dict().items()}, str(asset_dir / WEIGHTS_FILE))
    (asset_dir / INFO_FILE).write_text(json.dumps({"config": asdict(model.cfg), **info}, indent=2))
