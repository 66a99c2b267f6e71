"""Bengio's MLP language model (2003) on characters: embed the last k characters, one tanh layer, logits.

The model is five plain tensors: an embedding table C (one 10-number row per character), a hidden layer
(W1, b1) that reads the k rows concatenated, and an output layer (W2, b2) with one logit per character.
The count table can only look one character back; this model can look k back and still share what it
learns between similar characters, because similar characters can end up with similar rows of C.

Training loops live in :mod:`lm_core.mlp_train`; this module is the model itself, its data, its
evaluation, its samples, and saving/loading the shipped weights.
"""
from __future__ import annotations

import hashlib
import json
import math
from dataclasses import dataclass
from pathlib import Path

import torch
import torch.nn.functional as F

from lm_core.words import Vocab

PARAM_NAMES = ("C", "W1", "b1", "W2", "b2")


@dataclass(frozen=True)
class MLPConfig:
    """The shape of the network: context length k, embedding width, hidden width."""

    context: int = 3
    emb_dim: int = 10
    hidden: int = 200

    def n_params(self, vocab_size: int) -> int:
        """Exact parameter count: C + W1 + b1 + W2 + b2 (linear in k through W1 only)."""
        V, d, H, k = vocab_size, self.emb_dim, self.hidden, self.context
        return V * d + k * d * H + H + H * V + V


@dataclass(frozen=True)
class MLPParams:
    """The five tensors of a trained (or freshly initialised) network. Shared objects: do not mutate."""

    C: torch.Tensor     # (V, d)      embedding table
    W1: torch.Tensor    # (k*d, H)
    b1: torch.Tensor    # (H,)
    W2: torch.Tensor    # (H, V)
    b2: torch.Tensor    # (V,)

    @property
    def context(self) -> int:
        return self.W1.shape[0] // self.C.shape[1]

    @property
    def config(self) -> MLPConfig:
        return MLPConfig(self.context, self.C.shape[1], self.W1.shape[1])

    def tensors(self) -> dict[str, torch.Tensor]:
        return {name: getattr(self, name) for name in PARAM_NAMES}

    def count(self) -> int:
        return sum(t.numel() for t in self.tensors().values())

    def fingerprint(self) -> str:
        """A digest of the weights' content: names a model in a cache (equal weights, equal fingerprint).

        Kept on the object while its tensors are the same ones, unchanged (each tensor's ``_version`` counter
        moves with every in-place change): a page run asked for the shipped model's digest twice, hashing its
        weights each time."""
        state = tuple((id(t), t._version) for t in (getattr(self, name) for name in PARAM_NAMES))
        kept = self.__dict__.get("_fingerprint")
        if kept is not None and kept[0] == state:
            return kept[1]
        h = hashlib.sha256()
        for name in PARAM_NAMES:
            t = getattr(self, name).detach().contiguous().cpu()
            h.update(f"{name}{tuple(t.shape)}{t.dtype}".encode())
            h.update(t.numpy().tobytes())
        digest = h.hexdigest()[:16]
        object.__setattr__(self, "_fingerprint", (state, digest))     # (a frozen dataclass: not a field)
        return digest

    def detached(self) -> "MLPParams":
        return MLPParams(*(getattr(self, n).detach().clone() for n in PARAM_NAMES))


def init_params(config: MLPConfig, vocab_size: int, generator: torch.Generator) -> MLPParams:
    """The initialisation, drawn in this order from ``generator``: C, W1, b1, W2; b2 is zero.

    The chapter prints plain ``torch.randn`` shapes; the scalings below are the common ones of makemore part 3.

    W1 is scaled by (5/3)/sqrt(fan_in) (the tanh gain) so the hidden units start unsaturated; b1 and W2 are
    scaled by 0.01 so the first logits are nearly equal and the first loss is close to log V.
    """
    V, d, H, k = vocab_size, config.emb_dim, config.hidden, config.context
    fan_in = k * d
    C = torch.randn((V, d), generator=generator)                                         # (V, d)
    W1 = torch.randn((fan_in, H), generator=generator) * (5 / 3) / math.sqrt(fan_in)      # (k*d, H)
    b1 = torch.randn(H, generator=generator) * 0.01                                       # (H,)
    W2 = torch.randn((H, V), generator=generator) * 0.01                                  # (H, V)
    b2 = torch.zeros(V)                                                                   # (V,)
    return MLPParams(C, W1, b1, W2, b2)


def windows(words, vocab: Vocab, k: int) -> tuple[torch.Tensor, torch.Tensor]:
    """Every (last k characters -> next character) example of the words, padded with '.' at the start.

    ``emma`` with k = 3 gives ``...->e``, ``..e->m``, ``.em->m``, ``emm->a``, ``mma->.``.
    Returns X of shape (n, k) and Y of shape (n,), both int64.
    """
    stoi = vocab.stoi
    xs: list[list[int]] = []
    ys: list[int] = []
    for w in words:
        ctx = [0] * k
        for ch in list(w) + ["."]:
            ix = stoi[ch]
            xs.append(ctx)
            ys.append(ix)
            ctx = ctx[1:] + [ix]
    X = torch.tensor(xs, dtype=torch.long).view(-1, k)    # (n, k)
    Y = torch.tensor(ys, dtype=torch.long)                # (n,)
    return X, Y


def hidden(p: MLPParams, X: torch.Tensor) -> torch.Tensor:
    """tanh(concat(C[x1], ..., C[xk]) W1 + b1) for a batch of contexts X (B, k)."""
    emb = p.C[X]                                    # (B, k, d)  k row lookups
    emb = emb.view(X.shape[0], -1)                  # (B, k*d)   concatenated
    return torch.tanh(emb @ p.W1 + p.b1)            # (B, H)


def logits(p: MLPParams, X: torch.Tensor) -> torch.Tensor:
    return hidden(p, X) @ p.W2 + p.b2               # (B, V)


def loss(p: MLPParams, X: torch.Tensor, Y: torch.Tensor) -> torch.Tensor:
    """Mean cross-entropy (nats per predicted character)."""
    return F.cross_entropy(logits(p, X), Y)


@torch.no_grad()
def evaluate(p: MLPParams, X: torch.Tensor, Y: torch.Tensor, chunk: int = 50_000) -> float:
    """Mean NLL over all examples, in chunks so a large split does not need one huge activation."""
    total = 0.0
    for i in range(0, len(Y), chunk):
        lp = F.log_softmax(logits(p, X[i:i + chunk]), dim=1)                              # (b, V)
        total += -lp.gather(1, Y[i:i + chunk, None]).double().sum().item()
    return total / len(Y)


@torch.no_grad()
def sample(p: MLPParams, vocab: Vocab, n: int, generator: torch.Generator, max_len: int = 60) -> list[str]:
    """Draw ``n`` words: start from k dots, draw the next character from softmax(logits), stop at '.'."""
    k = p.context
    out = []
    for _ in range(n):
        ctx, chars = [0] * k, []
        while len(chars) < max_len:
            probs = F.softmax(logits(p, torch.tensor([ctx])), dim=1)[0]                 # (V,)
            ix = torch.multinomial(probs, num_samples=1, generator=generator).item()
            if ix == 0:
                break
            chars.append(vocab.itos[ix])
            ctx = ctx[1:] + [ix]
        out.append("".join(chars))
    return out


# --- the shipped weights -------------------------------------------------------------------------------

def save(p: MLPParams, vocab: Vocab, path: str | Path, **meta) -> None:
    """Write the five tensors as safetensors, with the vocabulary and ``meta`` in the header."""
    from safetensors.torch import save_file

    header = {"vocab": json.dumps(list(vocab.itos)), "context": str(p.context)}
    header.update({k: json.dumps(v) for k, v in meta.items()})
    save_file({n: t.contiguous() for n, t in p.tensors().items()}, str(path), metadata=header)


def load(path: str | Path) -> tuple[MLPParams, Vocab, dict]:
    """Read weights written by :func:`save`: (params, vocabulary, the other header entries)."""
    from safetensors import safe_open

    with safe_open(str(path), framework="pt") as fh:
        header = dict(fh.metadata() or {})
        tensors = {n: fh.get_tensor(n) for n in PARAM_NAMES}
    vocab = Vocab(tuple(json.loads(header.pop("vocab"))))
    header.pop("context", None)
    meta = {k: json.loads(v) for k, v in header.items()}
    return MLPParams(**tensors), vocab, meta


def weights_path(folder: str | Path, k: int) -> Path:
    return Path(folder) / f"mlp_k{k}.safetensors"

