"""The bigram count table: the simplest language model that works.

Count how often each character follows each other character in the training words, divide each row
by its total, and you have a next-character distribution for every context of one character. Every
number here is what the count-table page and the home page show.
"""
from __future__ import annotations

import math
from dataclasses import dataclass

import numpy as np
import torch

from lm_core.metrics import bits, perplexity, uniform_nll
from lm_core.book import SEED
from lm_core.words import Split, Vocab, book_split


def encode_stream(words, vocab: Vocab) -> torch.Tensor:
    """All words as one id stream ``.w1.w2. ... .wn.``: each word's closing ``.`` is the next one's opening.

    Characters become ids through their Unicode code points (one vectorised lookup, no Python loop per
    character). Shape (total characters + number of words + 1,).
    """
    text = "." + ".".join(words) + "."
    codes = np.frombuffer(text.encode("utf-32-le"), dtype=np.uint32)           # one code point per character
    alphabet = np.array([ord(ch) for ch in vocab.itos], dtype=np.int64)
    lut = np.full(max(int(codes.max()), int(alphabet.max())) + 1, -1, dtype=np.int64)
    lut[alphabet] = np.arange(len(alphabet))                                     # code point -> id
    ids = lut[codes]
    if (ids < 0).any():
        missing = sorted({chr(c) for c in codes[ids < 0]})
        raise KeyError(f"characters not in the vocabulary: {missing}")
    return torch.from_numpy(ids)


def bigram_ids(words, vocab: Vocab) -> tuple[torch.Tensor, torch.Tensor]:
    """All (previous, next) id pairs of the words, boundaries included: two tensors of shape (n_pairs,)."""
    if not len(words):
        empty = torch.zeros(0, dtype=torch.long)
        return empty, empty
    stream = encode_stream(words, vocab)
    return stream[:-1], stream[1:]


def count_table(words, vocab: Vocab) -> torch.Tensor:
    """N[i, j] = how often character j follows character i. One bincount over flattened pair ids."""
    V = len(vocab)
    stream = encode_stream(words, vocab).numpy() if len(words) else np.zeros(0, dtype=np.int64)
    flat = stream[:-1] * V + stream[1:]                              # pair (i, j) -> i * V + j
    return torch.from_numpy(np.bincount(flat, minlength=V * V).reshape(V, V))   # (V, V) int64


def count_table_reference(words, vocab: Vocab) -> torch.Tensor:
    """The same table, counted one pair at a time with a plain Python loop (the book's way; slow)."""
    stoi = vocab.stoi
    N = torch.zeros((len(vocab), len(vocab)), dtype=torch.int64)
    for w in words:
        cs = ["."] + list(w) + ["."]
        for a, b in zip(cs, cs[1:]):
            N[stoi[a], stoi[b]] += 1
    return N


def probabilities(N: torch.Tensor, alpha: float = 0.0) -> torch.Tensor:
    """Row-normalised (N + alpha): maximum likelihood at alpha = 0, add-alpha smoothing above.

    A row that was never seen (all zeros with alpha = 0) stays all zeros: the model has no opinion there,
    and any test pair that needs it gets probability 0.
    """
    P = N.double() + alpha                     # (V, V)
    totals = P.sum(1, keepdim=True)            # (V, 1)
    return torch.where(totals > 0, P / totals.clamp_min(1e-300), torch.zeros_like(P))


def temperature_rows(P: torch.Tensor, temperature: float) -> torch.Tensor:
    """Sharpen (T < 1) or flatten (T > 1) each row: p^(1/T), renormalised. T = 1 returns P itself."""
    if temperature == 1.0:
        return P
    logp = torch.log(P)                        # zeros become -inf and stay impossible
    return torch.softmax(logp / temperature, dim=1).nan_to_num(0.0)


@dataclass(frozen=True)
class Eval:
    """How well a probability table predicts a set of words."""

    mean_nll: float        # nats per predicted character (inf if any pair has probability 0)
    n_pairs: int
    n_zero: int            # pairs that got probability exactly 0
    finite_nll: float      # mean over the pairs with p > 0 only

    @property
    def perplexity(self) -> float:
        return perplexity(self.mean_nll)

    @property
    def bits(self) -> float:
        return bits(self.mean_nll)


def evaluate(P: torch.Tensor, xs: torch.Tensor, ys: torch.Tensor) -> Eval:
    """Mean negative log-likelihood of the pairs (xs[i] -> ys[i]) under P."""
    p = P[xs, ys]                              # (n_pairs,)
    zero = p == 0
    nll = -torch.log(p[~zero])
    finite = nll.mean().item() if len(nll) else math.nan
    mean = math.inf if zero.any() else finite
    return Eval(mean, len(p), int(zero.sum()), finite)


def uniform_eval(vocab_size: int, n_pairs: int) -> Eval:
    loss = uniform_nll(vocab_size)
    return Eval(loss, n_pairs, 0, loss)


@dataclass(frozen=True)
class BigramData:
    """A word list made ready for the count table: vocabulary, split, pairs per split, training counts."""

    vocab: Vocab
    split: Split
    pairs: dict            # split name -> (xs, ys)
    N: torch.Tensor        # (V, V) training counts

    @classmethod
    def build(cls, words, seed: int = SEED) -> "BigramData":
        vocab = Vocab.from_words(words)
        split = book_split(words, seed)
        pairs = {name: bigram_ids(part, vocab) for name, part in split.parts().items()}
        xs, ys = pairs["train"]
        V = len(vocab)
        N = torch.bincount(xs * V + ys, minlength=V * V).view(V, V)
        return cls(vocab, split, pairs, N)

    def evaluate(self, P: torch.Tensor, part: str) -> Eval:
        return evaluate(P, *self.pairs[part])


def zero_cells(N: torch.Tensor) -> int:
    """How many cells of the count table are empty."""
    return int((N == 0).sum())


def pairs_in_empty_cells(N: torch.Tensor, xs: torch.Tensor, ys: torch.Tensor, vocab: Vocab):
    """The (prev, next, how many times) pairs of a held-out set that fall in cells the training never saw."""
    hit = N[xs, ys] == 0
    found: dict[tuple[str, str], int] = {}
    for x, y in zip(xs[hit].tolist(), ys[hit].tolist()):
        key = (vocab.itos[x], vocab.itos[y])
        found[key] = found.get(key, 0) + 1
    return [(a, b, c) for (a, b), c in found.items()]


@dataclass(frozen=True)
class Step:
    prev: str
    char: str          # the character chosen ('.' = the word ends)
    prob: float        # its probability in the row it was drawn from


def sample(P: torch.Tensor, vocab: Vocab, n: int, generator: torch.Generator,
           temperature: float = 1.0, max_len: int = 60) -> list[list[Step]]:
    """Draw ``n`` words, one character at a time, each from the row of the previous character.

    The book's protocol at T = 1: one ``torch.multinomial(P[ix], 1, replacement=True, generator=g)`` per
    character from float32 rows, starting and stopping at ``.``. ``max_len`` only stops runaway samples
    at very high temperature; such a word comes back without its final ``.`` step.
    """
    rows = temperature_rows(P, temperature).float()   # (V, V)
    words = []
    for _ in range(n):
        ix, steps = 0, []
        while len(steps) < max_len:
            nxt = torch.multinomial(rows[ix], num_samples=1, replacement=True, generator=generator).item()
            steps.append(Step(vocab.itos[ix], vocab.itos[nxt], float(rows[ix, nxt])))
            ix = nxt
            if ix == 0:
                break
        words.append(steps)
    return words


def steps_to_word(steps: list[Step]) -> str:
    return "".join(s.char for s in steps if s.char != ".")


@dataclass(frozen=True)
class ChainFactor:
    prev: str
    char: str
    prob: float

    @property
    def surprisal(self) -> float:
        """-log p in nats: how surprised the model is by this character."""
        return math.inf if self.prob == 0 else -math.log(self.prob)


def chain_rule(P: torch.Tensor, vocab: Vocab, word: str) -> list[ChainFactor]:
    """P(word) = P(w1|.) P(w2|w1) ... P(.|wn): every factor of the product, in order.

    The caller checks ``vocab.unknown(word)`` first; unknown characters raise KeyError here.
    """
    ids = vocab.encode(word)
    return [ChainFactor(vocab.itos[a], vocab.itos[b], float(P[a, b])) for a, b in zip(ids, ids[1:])]
