"""A small causal transformer on the names: attention inside a model that was actually trained.

Each name is read as ``.`` followed by its characters; at every position the model predicts the next
character (the final prediction is ``.``: the name ends). That is the same set of predictions the count
table makes, so the validation perplexities are directly comparable.

Architecture (pre-LN, as in recent models): token embedding + learned absolute position vector, then
``n_layer`` blocks of ``x + attention(LN(x))`` and ``x + MLP(LN(x))``, a final LN, and an output layer
that reuses the token-embedding table (weight tying). The attention is :func:`causal_attention` below,
written out by hand so that the weights can be shown; a test checks it against
``torch.nn.functional.scaled_dot_product_attention``.
"""
from __future__ import annotations

import json
import math
import unicodedata
from dataclasses import asdict, dataclass
from pathlib import Path

import numpy as np
import torch
import torch.nn.functional as F
from torch import nn

from lm_core import book
from lm_core.inputs import InputError
from lm_core.words import Vocab, encode_names  # noqa: F401  (re-exported: the model and its names go together)

ASSET_DIR = Path(__file__).resolve().parents[2] / "assets" / "transformer"
WEIGHTS_FILE = "tiny_transformer.safetensors"
INFO_FILE = "tiny_transformer.json"


@dataclass(frozen=True)
class TinyConfig:
    vocab_size: int = 27
    block_size: int = 16       # '.' + at most 15 letters (the longest name in names.txt)
    n_embd: int = 64
    n_head: int = 4
    n_layer: int = 2


def causal_attention(q: torch.Tensor, k: torch.Tensor, v: torch.Tensor, causal: bool = True):
    """Scaled dot-product attention with the weights returned. q, k, v: (B, H, T, hs).

    r = q kᵀ / √hs; positions j > i get -inf when ``causal``; α = softmax over j (max subtracted first);
    out = α v. Returns (out (B, H, T, hs), α (B, H, T, T)).
    """
    T, hs = q.shape[-2], q.shape[-1]
    scores = q @ k.transpose(-2, -1) / math.sqrt(hs)                     # (B, H, T, T)
    if causal:
        above = torch.ones(T, T, dtype=torch.bool, device=q.device).triu(1)   # (T, T)
        scores = scores.masked_fill(above, float("-inf"))
    scores = scores - scores.amax(dim=-1, keepdim=True)                  # log-sum-exp trick
    e = scores.exp()
    alpha = e / e.sum(dim=-1, keepdim=True)                              # (B, H, T, T)
    return alpha @ v, alpha                                              # (B, H, T, hs)


class SelfAttention(nn.Module):
    """H heads: one (d -> 3d) projection split into W^A, W^B, W^C per head, then W^O."""

    def __init__(self, cfg: TinyConfig):
        super().__init__()
        self.n_head = cfg.n_head
        self.qkv = nn.Linear(cfg.n_embd, 3 * cfg.n_embd)
        self.proj = nn.Linear(cfg.n_embd, cfg.n_embd)       # W^O

    def forward(self, x: torch.Tensor):
        B, T, C = x.shape
        q, k, v = self.qkv(x).split(C, dim=2)                                 # 3 x (B, T, C)
        q, k, v = (z.view(B, T, self.n_head, C // self.n_head).transpose(1, 2) for z in (q, k, v))  # (B, H, T, hs)
        out, alpha = causal_attention(q, k, v)
        out = out.transpose(1, 2).contiguous().view(B, T, C)                  # (B, T, C)
        return self.proj(out), alpha


class Block(nn.Module):
    def __init__(self, cfg: TinyConfig):
        super().__init__()
        self.ln1 = nn.LayerNorm(cfg.n_embd)
        self.attn = SelfAttention(cfg)
        self.ln2 = nn.LayerNorm(cfg.n_embd)
        self.mlp = nn.Sequential(nn.Linear(cfg.n_embd, 4 * cfg.n_embd), nn.GELU(),
                                 nn.Linear(4 * cfg.n_embd, cfg.n_embd))

    def forward(self, x: torch.Tensor):
        a, alpha = self.attn(self.ln1(x))
        x = x + a                                   # residual update
        x = x + self.mlp(self.ln2(x))
        return x, alpha


class TinyTransformer(nn.Module):
    def __init__(self, cfg: TinyConfig):
        super().__init__()
        self.cfg = cfg
        self.tok = nn.Embedding(cfg.vocab_size, cfg.n_embd)
        self.pos = nn.Embedding(cfg.block_size, cfg.n_embd)
        self.blocks = nn.ModuleList(Block(cfg) for _ in range(cfg.n_layer))
        self.ln_f = nn.LayerNorm(cfg.n_embd)
        for module in self.modules():            # small initial weights: the tied output starts near uniform
            if isinstance(module, (nn.Linear, nn.Embedding)):
                nn.init.normal_(module.weight, std=0.02)
            if isinstance(module, nn.Linear):
                nn.init.zeros_(module.bias)

    def forward(self, idx: torch.Tensor):
        """idx (B, T) -> (logits (B, T, V), [α per layer (B, H, T, T)], final vectors (B, T, C))."""
        B, T = idx.shape
        x = self.tok(idx) + self.pos(torch.arange(T, device=idx.device))      # (B, T, C)
        alphas = []
        for block in self.blocks:
            x, alpha = block(x)
            alphas.append(alpha)
        h = self.ln_f(x)                                                      # (B, T, C)
        logits = h @ self.tok.weight.T                                        # (B, T, V): weight tying
        return logits, alphas, h

    def n_params(self) -> int:
        return sum(p.numel() for p in self.parameters())


@torch.no_grad()
def mean_nll(model: TinyTransformer, X: torch.Tensor, Y: torch.Tensor, batch: int = 256) -> float:
    """Mean NLL (nats) per predicted character, over every non-padding target. In batches of ``batch`` names:
    a server holds a class's worth of sessions, and one pass over all 3,203 names at once costs ~175 MB."""
    total, count = 0.0, 0
    for s in range(0, len(X), batch):
        logits, _, _ = model(X[s:s + batch])
        y = Y[s:s + batch]
        total += F.cross_entropy(logits.reshape(-1, logits.shape[-1]), y.reshape(-1),
                                 ignore_index=-1, reduction="sum").item()
        count += int((y >= 0).sum())
    return total / count


@dataclass(frozen=True)
class TrainRecipe:
    steps: int = 4000
    batch: int = 128
    lr: float = 3e-3
    lr_min: float = 2e-4
    weight_decay: float = 0.01
    seed: int = book.SEED


def train(cfg: TinyConfig, recipe: TrainRecipe, X: torch.Tensor, Y: torch.Tensor, log=None) -> TinyTransformer:
    """AdamW with cosine decay on random minibatches; every draw comes from a generator seeded by ``recipe.seed``."""
    g = torch.Generator().manual_seed(recipe.seed)
    torch.manual_seed(recipe.seed)              # nn.Module initialisation uses the global generator
    model = TinyTransformer(cfg)
    opt = torch.optim.AdamW(model.parameters(), lr=recipe.lr, weight_decay=recipe.weight_decay)
    for step in range(recipe.steps):
        lr = recipe.lr_min + 0.5 * (recipe.lr - recipe.lr_min) * (1 + math.cos(math.pi * step / recipe.steps))
        for group in opt.param_groups:
            group["lr"] = lr
        ix = torch.randint(0, len(X), (recipe.batch,), generator=g)
        logits, _, _ = model(X[ix])
        loss = F.cross_entropy(logits.reshape(-1, cfg.vocab_size), Y[ix].reshape(-1), ignore_index=-1)
        opt.zero_grad(set_to_none=True)
        loss.backward()
        opt.step()
        if log is not None and (step % 500 == 0 or step == recipe.steps - 1):
            log(step, loss.item())
    model.eval()
    return model


def load_shipped(asset_dir: Path = ASSET_DIR) -> tuple[TinyTransformer, dict]:
    """The weights produced by ``scripts/train_tiny_transformer.py`` and their info JSON."""
    from safetensors.torch import load_file

    info = json.loads((asset_dir / INFO_FILE).read_text())
    cfg = TinyConfig(**info["config"])
    model = TinyTransformer(cfg)
    model.load_state_dict(load_file(str(asset_dir / WEIGHTS_FILE)))
    model.eval()
    return model, info


def save(model: TinyTransformer, info: dict, asset_dir: Path = ASSET_DIR) -> None:
    from safetensors.torch import save_file

    asset_dir.mkdir(parents=True, exist_ok=True)
    state = {k: v.contiguous() for k, v in model.state_dict().items()}
    save_file(state, str(asset_dir / WEIGHTS_FILE))
    (asset_dir / INFO_FILE).write_text(json.dumps({"config": asdict(model.cfg), **info}, indent=2))


@dataclass(frozen=True)
class NameReading:
    """What the model does on one name: its characters, every attention map and every next-char distribution."""

    chars: tuple[str, ...]          # '.', then the name's characters (the positions)
    alphas: tuple                   # per layer, numpy (H, T, T)
    probs: object                   # numpy (T, V): next-character distribution at each position
    targets: tuple[str, ...]        # the character that actually comes next at each position


class TinyNameError(InputError):
    """A typed name the transformer cannot read; ``code``: empty, not_letters, alphabet or too_long."""


def check_name(raw: str | None, vocab: Vocab, limit: int) -> str:
    """The name to read (trimmed, NFC, lower case), or TinyNameError with a reason code and what to show."""
    name = unicodedata.normalize("NFC", (raw or "").strip()).lower()
    if not name:
        raise TinyNameError("empty")
    not_letters = list(dict.fromkeys(ch for ch in name if not ch.isalpha()))
    if not_letters:
        raise TinyNameError("not_letters", bad=tuple(not_letters[:8]))     # the characters, as typed
    unknown = vocab.unknown(name)
    if unknown:
        alphabet = "".join(vocab.itos[1:])
        raise TinyNameError("alphabet", n=len(alphabet), alphabet=alphabet,
                            bad=tuple(unknown[:8]))
    if len(name) > limit:
        raise TinyNameError("too_long", n=len(name), limit=limit)
    return name


@torch.no_grad()
def read_name(model: TinyTransformer, vocab: Vocab, name: str) -> NameReading:
    """Run the model on '.'+name. The caller checks the alphabet and the length first."""
    ids = [0] + [vocab.stoi[ch] for ch in name]
    logits, alphas, _ = model(torch.tensor([ids]))                      # (1, T, V)
    probs = torch.softmax(logits[0], dim=-1).numpy()                    # (T, V)
    return NameReading(tuple("." + name), tuple(a[0].numpy() for a in alphas), probs, tuple(name + "."))


@dataclass(frozen=True)
class HeadStats:
    """Where each head looks on average, over every position t ≥ 2 of a set of names (padding left out).

    Position 0 is the start symbol and position 1 can only see 0 and itself, so from t = 2 on "the previous
    character", "the first position" and "itself" are three different columns. Arrays are (n_layer, n_head).
    """

    previous: np.ndarray        # mean α[t, t-1]
    first: np.ndarray           # mean α[t, 0] (the start symbol '.')
    itself: np.ndarray          # mean α[t, t]
    positions: int              # how many positions were averaged


@torch.no_grad()
def head_stats(model: TinyTransformer, X: torch.Tensor, Y: torch.Tensor, batch: int = 256) -> HeadStats:
    """Mean attention to the previous character, to the first position and to itself, per layer and head
    (summed over batches of ``batch`` names, so the attention maps of all names are never held at once)."""
    T = X.shape[1]
    t = torch.arange(2, T)
    sums = {"prev": 0.0, "first": 0.0, "itself": 0.0}
    count = 0.0
    for s in range(0, len(X), batch):
        _, alphas, _ = model(X[s:s + batch])                               # per layer (n, H, T, T)
        valid = (Y[s:s + batch, 2:] >= 0).float()                          # (n, T-2) real positions only
        count += float(valid.sum())

        def total(a: torch.Tensor, cols: torch.Tensor) -> torch.Tensor:    # a (n, H, T, T) -> (H,)
            return (a[:, :, t, cols] * valid[:, None, :]).sum(dim=(0, 2))  # a[:, :, t, cols]: (n, H, T-2)

        sums["prev"] = sums["prev"] + torch.stack([total(a, t - 1) for a in alphas])          # (L, H)
        sums["first"] = sums["first"] + torch.stack([total(a, torch.zeros_like(t)) for a in alphas])
        sums["itself"] = sums["itself"] + torch.stack([total(a, t) for a in alphas])
    prev, first, itself = ((sums[k] / count).numpy() for k in ("prev", "first", "itself"))
    return HeadStats(prev, first, itself, int(count))
