"""word2vec: keep the embedding table, drop the language model.

Skip-gram with negative sampling (SGNS) in one line: for a real (centre, context) pair taken from the text,
push the dot product of their vectors up; for k fake pairs with a context drawn from a noise distribution,
push it down:  maximise  log σ(u_o · v_c) + Σ_{i=1..k} log σ(−u_i · v_c).  It is a binary classifier
("did these two words really occur together?") that never touches the whole vocabulary, which is why it is cheap.

Two trainers live here:
  - :func:`train_gensim`: the real thing (gensim's C code) with the settings of :class:`W2VConfig`, on the Brown +
    Gutenberg corpus; one worker thread and a fixed seed, so two runs give the same vectors.
  - :func:`train_toy_sgns`: the formula above written out in torch on a toy corpus, so the loss is seen to fall
    and related toy words end up close.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Callable, Iterable, Sequence

import numpy as np
import torch
import torch.nn.functional as F

from lm_core.book import SEED, WV_DIM, WV_EPOCHS, WV_MIN_COUNT


@dataclass(frozen=True)
class W2VConfig:
    """Settings of the shipped run. The chapter gives only three of them (``vector_size``, ``epochs``,
    ``min_count``, read from ``lm_core.book``); ``window``, ``negative`` and ``sample`` are common settings:
    the defaults of gensim 4's ``Word2Vec``. ``seed`` is the book's seed; ``workers`` = 1 for reproducibility."""
    vector_size: int = int(WV_DIM.value)
    window: int = 5
    negative: int = 5
    epochs: int = int(WV_EPOCHS.value)
    min_count: int = int(WV_MIN_COUNT.value)
    sample: float = 1e-3
    seed: int = SEED
    workers: int = 1            # one thread: the only way gensim's training is reproducible


class _Progress:
    """An iterable over the sentences that reports the fraction of the corpus read so far (all epochs)."""

    def __init__(self, sentences: Sequence[Sequence[str]], epochs: int, report: Callable[[float, int], None] | None,
                 every: int = 2000):
        self.sentences, self.epochs, self.report, self.every = sentences, epochs, report, every
        self.epoch = -1          # the first pass is gensim's vocabulary scan

    def __iter__(self) -> Iterable[list[str]]:
        self.epoch += 1
        n = len(self.sentences)
        for i, sentence in enumerate(self.sentences):
            if self.report is not None and self.epoch >= 1 and i % self.every == 0:
                self.report(((self.epoch - 1) + i / n) / self.epochs, self.epoch)
            yield list(sentence)
        if self.report is not None and self.epoch >= 1:
            self.report(self.epoch / self.epochs, self.epoch)


def train_gensim(sentences: Sequence[Sequence[str]], config: W2VConfig = W2VConfig(),
                 progress: Callable[[float, int], None] | None = None):
    """Train gensim's Word2Vec (sg=1, hs=0) and return its KeyedVectors (most frequent word first).

    ``progress(fraction, epoch)`` is called while training, with fraction in [0, 1].
    """
    from gensim.models import Word2Vec

    corpus = _Progress(sentences, config.epochs, progress)
    model = Word2Vec(vector_size=config.vector_size, window=config.window, min_count=config.min_count,
                     sg=1, hs=0, negative=config.negative, sample=config.sample, seed=config.seed,
                     workers=config.workers)
    model.build_vocab(corpus)
    model.train(corpus, total_examples=model.corpus_count, epochs=config.epochs)
    return model.wv


# ---------------------------------------------------------------- the formula, in torch, on a toy corpus

TOY_CORPUS = (
    "the king rules the land", "the queen rules the land", "the king wears a crown", "the queen wears a crown",
    "a man walks in the town", "a woman walks in the town", "the man eats bread", "the woman eats bread",
    "the dog chases the cat", "the cat chases the mouse", "a dog barks at night", "a cat sleeps at night",
    "one two three four five", "two three four five six", "three four five six seven", "one plus two is three",
)


@dataclass(frozen=True)
class ToySGNS:
    words: tuple[str, ...]
    centre: torch.Tensor        # (V, D) the vectors used as "the word"
    context: torch.Tensor       # (V, D) the vectors used as "a neighbour"
    losses: tuple[float, ...]   # mean loss per epoch


def skipgram_pairs(sentences: Sequence[Sequence[str]], index: dict[str, int], window: int) -> torch.Tensor:
    """Every (centre, context) id pair within ``window`` positions: (P, 2)."""
    pairs = []
    for s in sentences:
        ids = [index[w] for w in s]
        for i, c in enumerate(ids):
            for j in range(max(0, i - window), min(len(ids), i + window + 1)):
                if j != i:
                    pairs.append((c, ids[j]))
    return torch.tensor(pairs, dtype=torch.long)


def sgns_loss(v_c: torch.Tensor, u_o: torch.Tensor, u_neg: torch.Tensor) -> torch.Tensor:
    """−[log σ(u_o·v_c) + Σ log σ(−u_i·v_c)], averaged over the batch.

    v_c: (B, D) centre vectors, u_o: (B, D) true context vectors, u_neg: (B, k, D) noise context vectors.
    """
    pos = F.logsigmoid((u_o * v_c).sum(-1))                          # (B,)
    neg = F.logsigmoid(-(u_neg @ v_c.unsqueeze(-1)).squeeze(-1))     # (B, k)
    return -(pos + neg.sum(-1)).mean()


def train_toy_sgns(sentences: Sequence[str] = TOY_CORPUS, dim: int = 10, window: int = 2, k: int = 5,
                   epochs: int = 200, lr: float = 1.0, seed: int = SEED) -> ToySGNS:
    """Full-batch gradient descent on the SGNS loss over every pair, fresh noise words each pass, drawn from the
    unigram counts ** 0.75 as in word2vec."""
    tokens = [s.split() for s in sentences]
    words = tuple(sorted({w for s in tokens for w in s}))
    index = {w: i for i, w in enumerate(words)}
    pairs = skipgram_pairs(tokens, index, window)                    # (P, 2)
    counts = torch.bincount(torch.tensor([index[w] for s in tokens for w in s]), minlength=len(words)).double()
    noise = counts ** 0.75
    noise = noise / noise.sum()                                      # (V,)
    g = torch.Generator().manual_seed(seed)
    V = len(words)
    centre = ((torch.rand(V, dim, generator=g) - 0.5) / dim).requires_grad_()     # (V, D)
    context = torch.zeros(V, dim, requires_grad=True)                             # (V, D) as in word2vec
    losses = []
    for _ in range(epochs):
        order = torch.randperm(len(pairs), generator=g)
        negs = torch.multinomial(noise, len(pairs) * k, replacement=True, generator=g).view(len(pairs), k)  # (P, k)
        c, o = pairs[order, 0], pairs[order, 1]
        loss = sgns_loss(centre[c], context[o], context[negs])
        loss.backward()
        with torch.no_grad():
            for p in (centre, context):
                p -= lr * p.grad
                p.grad = None
        losses.append(loss.item())
    return ToySGNS(words=words, centre=centre.detach(), context=context.detach(), losses=tuple(losses))


def toy_similarity(model: ToySGNS, a: str, b: str, centred: bool = False) -> float:
    """Cosine of two toy words' vectors; ``centred`` first subtracts the mean of all the toy vectors.

    Every toy vector shares one common direction (all words meet the same frequent neighbours), so raw cosines
    are high for almost every pair; with that direction removed, words used in the same slots stand out.
    """
    vecs = model.centre - model.centre.mean(dim=0) if centred else model.centre            # (V, D)
    va, vb = vecs[model.words.index(a)], vecs[model.words.index(b)]                       # (D,)
    return float(F.cosine_similarity(va, vb, dim=0))


def keyed_vectors_to_arrays(kv) -> tuple[tuple[str, ...], np.ndarray]:
    """(words in gensim's order, float32 vectors (V, D)) from a gensim KeyedVectors."""
    return tuple(kv.index_to_key), np.asarray(kv.vectors, dtype=np.float32)
