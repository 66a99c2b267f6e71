"""One scale for every model on the names: the ladder, the trigram table, and why counting stops.

What it is for: the tokens page's §2 lines up every character model of the app on the book's split of the
names (same 27 symbols, validation part) by perplexity and bits per character; §3 measures how many of the
possible contexts of length m the training names ever show, which is why a count table cannot grow its context.

Bits per character here = mean NLL per predicted symbol / ln 2, where the predicted symbols are the letters
and each name's closing ``.`` (the same predictions the count table, the MLP, the GRU and the transformer make).
"""
from __future__ import annotations

import math
from dataclasses import dataclass

import numpy as np
import torch
import torch.nn.functional as F

from lm_core.words import Vocab

TRIGRAM_ALPHAS = (0.01, 0.02, 0.05, 0.1, 0.2, 0.5, 1.0)


@dataclass(frozen=True)
class Rung:
    """One model on the ladder."""
    key: str
    mean_nll: float            # nats per predicted symbol, validation part
    n_params: int
    samples: tuple[str, ...]

    @property
    def perplexity(self) -> float:
        return math.exp(self.mean_nll)

    @property
    def bits_per_char(self) -> float:
        return self.mean_nll / math.log(2)


# ------------------------------------------------------------------------------------------- trigram table
def trigram_counts(words, vocab: Vocab) -> torch.Tensor:
    """N[a, b, c] = how often c follows the two characters a b (names padded ``..name.``). Shape (V, V, V)."""
    V = len(vocab)
    X, Y = windows_fast(words, vocab, 2)                              # (n, 2), (n,)
    flat = (X[:, 0] * V + X[:, 1]) * V + Y                            # (n,)
    return torch.bincount(flat, minlength=V ** 3).view(V, V, V)


def trigram_counts_reference(words, vocab: Vocab) -> torch.Tensor:
    """The same table with a plain Python loop, one triple at a time."""
    stoi, V = vocab.stoi, len(vocab)
    N = torch.zeros((V, V, V), dtype=torch.int64)
    for w in words:
        cs = [".", "."] + list(w) + ["."]
        for a, b, c in zip(cs, cs[1:], cs[2:]):
            N[stoi[a], stoi[b], stoi[c]] += 1
    return N


def trigram_probs(N: torch.Tensor, alpha: float) -> torch.Tensor:
    """Add-α smoothed rows: (N + α) / row total, shape (V, V, V); every one of the V² contexts gets a row."""
    P = N.double() + alpha                                            # (V, V, V)
    return P / P.sum(-1, keepdim=True)


def trigram_nll(P: torch.Tensor, words, vocab: Vocab, XY=None) -> float:
    X, Y = XY if XY is not None else windows_fast(words, vocab, 2)
    return float(-torch.log(P[X[:, 0], X[:, 1], Y]).mean())


def tune_trigram(N: torch.Tensor, words, vocab: Vocab, alphas=TRIGRAM_ALPHAS) -> tuple[float, float]:
    """(α, mean NLL) with the lowest NLL on ``words`` among ``alphas``."""
    XY = windows_fast(words, vocab, 2)
    scored = [(trigram_nll(trigram_probs(N, a), words, vocab, XY), a) for a in alphas]
    nll, alpha = min(scored)
    return alpha, nll


def trigram_sample(P: torch.Tensor, vocab: Vocab, n: int, generator: torch.Generator, max_len: int = 30) -> list[str]:
    rows = P.float()
    out = []
    for _ in range(n):
        a, b, chars = 0, 0, []
        while len(chars) < max_len:
            c = int(torch.multinomial(rows[a, b], 1, generator=generator))
            if c == 0:
                break
            chars.append(vocab.itos[c])
            a, b = b, c
        out.append("".join(chars))
    return out


def uniform_sample(vocab: Vocab, n: int, generator: torch.Generator, max_len: int = 30) -> list[str]:
    p = torch.full((len(vocab),), 1.0 / len(vocab))
    out = []
    for _ in range(n):
        chars = []
        while len(chars) < max_len:
            c = int(torch.multinomial(p, 1, generator=generator))
            if c == 0:
                break
            chars.append(vocab.itos[c])
        out.append("".join(chars))
    return out


@torch.no_grad()
def transformer_sample(model, vocab: Vocab, n: int, generator: torch.Generator) -> list[str]:
    """Names from the tiny transformer: '.' then one character at a time, at most block_size − 1 letters."""
    block = model.cfg.block_size
    out = []
    for _ in range(n):
        ids = [0]
        while len(ids) < block:
            logits, _, _ = model(torch.tensor([ids]))                 # (1, T, V)
            c = int(torch.multinomial(F.softmax(logits[0, -1], -1), 1, generator=generator))
            if c == 0:
                break
            ids.append(c)
        out.append("".join(vocab.itos[i] for i in ids[1:]))
    return out


# ------------------------------------------------------------------------------------------- why counting stops
def possible_contexts(vocab_size: int, m: int) -> int:
    """|V|^m, exactly (a Python int)."""
    return vocab_size ** m


def sci(n: int, digits: int = 2) -> tuple[float, int]:
    """n as (mantissa, exponent) with ``digits`` significant digits: 97656250000… -> (9.8, 46)."""
    if n == 0:
        return 0.0, 0
    e = len(str(abs(n))) - 1
    mant = round(n / 10 ** e, digits - 1)
    if mant >= 10:
        mant, e = round(mant / 10, digits - 1), e + 1
    return mant, e


@dataclass(frozen=True)
class Coverage:
    """Contexts of length m: how many are possible, how many training shows, how many validation ones are new."""
    m: int
    possible: int
    seen_in_train: int
    val_positions: int
    val_unseen: int

    @property
    def share_seen(self) -> float:
        return self.seen_in_train / self.possible

    @property
    def share_val_unseen(self) -> float:
        return self.val_unseen / self.val_positions


def windows_fast(words, vocab: Vocab, m: int) -> tuple[torch.Tensor, torch.Tensor]:
    """The same (context, next) examples as :func:`lm_core.mlp.windows`, without a Python loop per character.

    Every name becomes the block ``'.' * m + name + '.'``; each position after a block's leading dots is one
    prediction, its context the m symbols before it. Returns X (n, m) and Y (n,), int64.
    """
    V = len(vocab)
    text = "".join("." * m + w + "." for w in words)
    codes = np.frombuffer(text.encode("utf-32-le"), dtype=np.uint32)
    lut = np.zeros(int(codes.max()) + 1, dtype=np.int64)
    lut[[ord(c) for c in vocab.itos]] = np.arange(V)
    ids = lut[codes]                                                  # (n_chars,)
    win = np.lib.stride_tricks.sliding_window_view(ids[:-1], m)       # (n_chars - m, m): the m symbols before p
    starts = np.cumsum([0] + [m + len(w) + 1 for w in words[:-1]])    # where each block begins
    pred = np.ones(len(ids), dtype=bool)
    for i in range(m):
        pred[starts + i] = False                                      # a block's leading dots are not predicted
    keep = pred[m:]
    return torch.from_numpy(np.ascontiguousarray(win[keep])), torch.from_numpy(ids[m:][keep])


def _context_keys(words, vocab: Vocab, m: int) -> np.ndarray:
    """One integer key per prediction: its m-symbol context in base |V|."""
    X, _ = windows_fast(words, vocab, m)                              # (n, m)
    return X.numpy() @ (len(vocab) ** np.arange(m - 1, -1, -1))       # (n,)


def coverage(train, val, vocab: Vocab, m: int) -> Coverage:
    """The context of a prediction is the m symbols before it (start padded with '.', as the MLP reads it)."""
    seen = np.unique(_context_keys(train, vocab, m))
    vk = _context_keys(val, vocab, m)
    unseen = int((~np.isin(vk, seen)).sum())
    return Coverage(m, possible_contexts(len(vocab), m), len(seen), len(vk), unseen)
