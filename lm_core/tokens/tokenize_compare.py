"""The same model over different tokens: characters, words and BPE pieces, scored on one scale.

What it is for: the tokens page shows that per-token perplexity depends on what a token is, and that bits per
character (total bits ÷ characters of the held-out text) puts every tokenisation on one scale.

Corpus: NLTK's Brown (500 texts, tags stripped) and Gutenberg selection (14 books, cut into passages of about
``PASSAGE_CHARS`` characters at blank lines). Every Brown text and every passage is one *document*. A document's
text is lower-cased, NFC-normalised, with every run of white space turned into one space; it ends with ``\\n``.
Documents are shuffled once with ``SPLIT_SEED`` and cut 80 / 10 / 10 into training, development and held-out.

Tokenisations (every one round-trips: the concatenated token strings are the text):
  - ``chars``: one token per character;
  - ``words``: a maximal run of letters or of digits with its leading space, any other character alone with its
    leading space, or a lone white-space character (:data:`WORD_RE`);
  - ``bpe<N>``: Hugging Face ``tokenizers`` byte-level BPE with ``N`` merges, trained on the training part only
    (``scripts/build_tokens.py``), shipped as JSON.

Model (the same for every row): an interpolated bigram over the tokens seen at least ``MIN_COUNT`` times in
training, plus one unknown token ``UNK`` that stands for all the others:
    P(t | p) = λ · c(p, t) / c(p, ·) + (1 − λ) · P_uni(t),    P_uni(t) = (c(t) + 1) / (N + |V|),
with P(t | p) = P_uni(t) for a context never seen. The add-one unigram is the floor: nothing is infinite.
An unknown token then spells itself out with a character unigram (:class:`Speller`), so the model assigns a
probability to every string and the costs stay comparable. λ is tuned on the development part.
"""
from __future__ import annotations

import math
import re
import unicodedata
import zipfile
from dataclasses import dataclass
from pathlib import Path

import numpy as np
import torch

from lm_core import book

SPLIT_SEED = book.SEED
PASSAGE_CHARS = 20_000
MIN_COUNT = 2
UNK = "\uFFFDunk"                 # the unknown token's name (no real token equals it)
WORD_RE = re.compile(r" ?[^\W\d_]+| ?\d+| ?\S|\s")
LAMBDAS = np.round(np.arange(0.0, 1.0, 0.01), 2)
_SPACES = re.compile(r"\s+")


# ------------------------------------------------------------------------------------------- corpus
def normalise(text: str) -> str:
    """Lower-case, NFC, every run of white space -> one space, trimmed."""
    return _SPACES.sub(" ", unicodedata.normalize("NFC", text).lower()).strip()


def documents(folder: Path) -> list[str]:
    """Every Brown text and every Gutenberg passage as a normalised string ending in ``\\n`` (in file order)."""
    docs = []
    with zipfile.ZipFile(Path(folder) / "nltk_brown.zip") as z:
        for name in sorted(n for n in z.namelist() if re.fullmatch(r"brown/c[a-r]\d\d", n)):
            words = [tok.rsplit("/", 1)[0] for tok in z.read(name).decode("utf-8").split()]
            docs.append(normalise(" ".join(words)))
    with zipfile.ZipFile(Path(folder) / "nltk_gutenberg.zip") as z:
        for name in sorted(n for n in z.namelist() if n.endswith(".txt")):
            text = z.read(name).decode("latin-1")
            passage = []
            size = 0
            for para in re.split(r"\n\s*\n", text):
                passage.append(para)
                size += len(para)
                if size >= PASSAGE_CHARS:
                    docs.append(normalise(" ".join(passage)))
                    passage, size = [], 0
            if passage:
                docs.append(normalise(" ".join(passage)))
    return [d + "\n" for d in docs if d]


@dataclass(frozen=True)
class CorpusSplit:
    """The three parts as lists of documents."""
    train: tuple[str, ...]
    dev: tuple[str, ...]
    test: tuple[str, ...]

    def chars(self, part: str) -> int:
        """Characters of a part, counted one way for every tokenisation: Python ``len`` of its text."""
        return sum(len(d) for d in getattr(self, part))


def split_documents(docs: list[str], seed: int = SPLIT_SEED) -> CorpusSplit:
    """Shuffle the documents with ``torch.randperm`` under ``seed``, then 80% / 10% / 10%."""
    perm = torch.randperm(len(docs), generator=torch.Generator().manual_seed(seed)).tolist()
    shuffled = tuple(docs[i] for i in perm)
    n1, n2 = int(0.8 * len(docs)), int(0.9 * len(docs))
    return CorpusSplit(shuffled[:n1], shuffled[n1:n2], shuffled[n2:])


# ------------------------------------------------------------------------------------------- tokenisers
def chars_tokens(text: str) -> list[str]:
    return list(text)


def words_tokens(text: str) -> list[str]:
    return WORD_RE.findall(text)


def bpe_tokens(tokenizer, text: str) -> list[str]:
    """Byte-level BPE pieces as text: each piece's bytes decoded (a piece may hold part of a character)."""
    enc = tokenizer.encode(text)
    return [tokenizer.decode([i]) for i in enc.ids]


def bpe_ids(tokenizer, texts: list[str]) -> list[list[int]]:
    return [e.ids for e in tokenizer.encode_batch(texts)]


def bpe_roundtrip(tokenizer, text: str) -> bool:
    return tokenizer.decode(tokenizer.encode(text).ids) == text


# ------------------------------------------------------------------------------------------- model
@dataclass(frozen=True)
class Speller:
    """How an unknown token pays for its spelling: a character unigram with an end mark, add-one smoothed.

    ``chars`` are the training characters; one extra slot covers any other character; ``counts`` has one
    entry per character, then the other-slot, then the end mark.
    """
    chars: str
    counts: tuple[int, ...]

    def cost(self, s: str) -> float:
        """−log P(spelling of ``s``) in nats."""
        total = sum(self.counts) + len(self.counts)
        index = {c: i for i, c in enumerate(self.chars)}
        other = len(self.chars)
        nll = sum(-math.log((self.counts[index.get(c, other)] + 1) / total) for c in s)
        return nll - math.log((self.counts[-1] + 1) / total)


def make_speller(texts, n_tokens: int) -> Speller:
    counts: dict[str, int] = {}
    for t in texts:
        for c in t:
            counts[c] = counts.get(c, 0) + 1
    chars = "".join(sorted(counts))
    return Speller(chars, tuple(counts[c] for c in chars) + (0, n_tokens))


@dataclass(frozen=True)
class BigramCounts:
    """The counts behind the interpolated bigram: sorted pair keys p·V + t, their counts, unigram counts."""
    keys: np.ndarray          # (n_pairs,) int64, sorted
    pair_counts: np.ndarray   # (n_pairs,) int64
    context: np.ndarray       # (V,) c(p, ·)
    unigram: np.ndarray       # (V,) c(t)

    @property
    def V(self) -> int:
        return len(self.unigram)


def count(ids: np.ndarray, V: int) -> BigramCounts:
    """Count a training id stream (shape (n,))."""
    keys, pc = np.unique(ids[:-1].astype(np.int64) * V + ids[1:], return_counts=True)
    return BigramCounts(keys, pc.astype(np.int64), np.bincount(ids[:-1], minlength=V).astype(np.int64),
                        np.bincount(ids, minlength=V).astype(np.int64))


def components(c: BigramCounts, prev: np.ndarray, nxt: np.ndarray) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """For each (prev, next): P_ML(next | prev) (0 if unseen), P_uni(next), and whether prev was ever a context."""
    q = prev.astype(np.int64) * c.V + nxt
    pos = np.searchsorted(c.keys, q).clip(max=len(c.keys) - 1)
    pair = np.where(c.keys[pos] == q, c.pair_counts[pos], 0)
    ctx = c.context[prev]
    ml = np.where(ctx > 0, pair / np.maximum(ctx, 1), 0.0)
    uni = (c.unigram[nxt] + 1) / (c.unigram.sum() + c.V)
    return ml, uni, ctx > 0


def probs(c: BigramCounts, lam: float, prev: np.ndarray, nxt: np.ndarray) -> np.ndarray:
    """P(next | prev) under the interpolated bigram."""
    ml, uni, seen = components(c, prev, nxt)
    return np.where(seen, lam * ml + (1 - lam) * uni, uni)


def row(c: BigramCounts, lam: float, prev: int) -> np.ndarray:
    """The whole next-token distribution after ``prev``: shape (V,), sums to 1."""
    V = c.V
    return probs(c, lam, np.full(V, prev), np.arange(V))


def token_nll(c: BigramCounts, lam: float, ids: np.ndarray) -> np.ndarray:
    """−log P of every token of a stream (the first one under the unigram), shape (n,)."""
    p = np.empty(len(ids))
    p[0] = (c.unigram[ids[0]] + 1) / (c.unigram.sum() + c.V)
    p[1:] = probs(c, lam, ids[:-1], ids[1:])
    return -np.log(p)


def tune_lambda(c: BigramCounts, ids: np.ndarray) -> float:
    """The λ of :data:`LAMBDAS` with the lowest development NLL."""
    ml, uni, seen = components(c, ids[:-1], ids[1:])
    best, best_nll = 0.0, math.inf
    for lam in LAMBDAS:
        nll = -np.log(np.where(seen, lam * ml + (1 - lam) * uni, uni)).sum()
        if nll < best_nll:
            best, best_nll = float(lam), nll
    return best


class Vocabulary:
    """Token strings (or BPE ids) -> model ids: the tokens seen ≥ MIN_COUNT times in training, then UNK."""

    def __init__(self, items: list):
        self.items = list(items)
        self.index = {t: i for i, t in enumerate(self.items)}
        self.unk = len(self.items)

    @classmethod
    def from_training(cls, tokens, min_count: int = MIN_COUNT) -> "Vocabulary":
        counts: dict = {}
        for t in tokens:
            counts[t] = counts.get(t, 0) + 1
        return cls(sorted((t for t, n in counts.items() if n >= min_count), key=lambda t: (-counts[t], str(t))))

    def __len__(self) -> int:
        return len(self.items) + 1

    def ids(self, tokens) -> np.ndarray:
        get, unk = self.index.get, self.unk
        return np.fromiter((get(t, unk) for t in tokens), dtype=np.int64)


@dataclass(frozen=True)
class Score:
    """One tokenisation of one text under one model."""
    n_tokens: int
    n_chars: int
    total_nats: float

    @property
    def perplexity(self) -> float:
        return math.exp(self.total_nats / self.n_tokens)

    @property
    def bits_per_char(self) -> float:
        return self.total_nats / math.log(2) / self.n_chars


def score(c: BigramCounts, lam: float, ids: np.ndarray, unk_strings, speller: Speller, n_chars: int) -> Score:
    """Total cost of a stream: the bigram's NLL plus the spelling of every unknown token."""
    total = float(token_nll(c, lam, ids).sum()) + sum(speller.cost(s) for s in unk_strings)
    return Score(len(ids), n_chars, total)


# ------------------------------------------------------------------------------------------- a typed sentence
@dataclass(frozen=True)
class Piece:
    text: str
    bits: float
    unknown: bool


def sentence_pieces(tokens: list[str], ids: np.ndarray, unk: int, c: BigramCounts, lam: float,
                    speller: Speller, start: int) -> list[Piece]:
    """Each token with its surprisal in bits; the first is predicted after ``start`` (the ``\\n`` token)."""
    stream = np.concatenate([[start], ids])
    nll = token_nll(c, lam, stream)[1:]
    out = []
    for tok, i, n in zip(tokens, ids.tolist(), nll.tolist()):
        extra = speller.cost(tok) if i == unk else 0.0
        out.append(Piece(tok, (n + extra) / math.log(2), i == unk))
    return out


# ------------------------------------------------------------------------------------------- shipped models
MAX_SENTENCE = 500


class SentenceError(ValueError):
    """A typed sentence the page cannot score; ``code`` names the reason (``empty``, ``too_long``)."""

    def __init__(self, code: str, **params):
        super().__init__(code)
        self.code = code
        self.params = params


def check_sentence(text: str | None) -> str:
    """The sentence as the models read it (normalised like the corpus), or :class:`SentenceError`."""
    if text is None or not text.strip():
        raise SentenceError("empty")
    if len(text) > MAX_SENTENCE:
        raise SentenceError("too_long", n=len(text), limit=MAX_SENTENCE)
    return normalise(text)


@dataclass
class SchemeModel:
    """A shipped tokenisation with its interpolated bigram: everything the sentence view needs."""
    name: str
    vocab: Vocabulary
    counts: BigramCounts
    lam: float
    speller: Speller
    tokenizer: object | None = None            # the BPE tokenizer, None for chars / words

    def tokens(self, text: str) -> tuple[list[str], np.ndarray]:
        """Token strings and model ids (unknown -> ``vocab.unk``)."""
        if self.tokenizer is None:
            toks = chars_tokens(text) if self.name == "chars" else words_tokens(text)
            return toks, self.vocab.ids(toks)
        hf = self.tokenizer.encode(text).ids
        return [self.tokenizer.decode([i]) for i in hf], self.vocab.ids(hf)

    def start_id(self) -> int:
        """The model id of the ``\\n`` that ends the previous document: the context of a sentence's first token."""
        return int(self.tokens("\n")[1][0])

    def pieces(self, text: str) -> list[Piece]:
        toks, ids = self.tokens(text)
        return sentence_pieces(toks, ids, self.vocab.unk, self.counts, self.lam, self.speller, self.start_id())


def load_scheme(folder: Path, name: str, lam: float, speller: dict) -> SchemeModel:
    """Read ``counts_<name>.npz`` (and ``bpe_<N>.json`` for a BPE scheme) written by ``scripts/build_tokens.py``."""
    z = np.load(Path(folder) / f"counts_{name}.npz", allow_pickle=False)
    counts = BigramCounts(z["keys"], z["pair_counts"].astype(np.int64), z["context"], z["unigram"])
    tokenizer = None
    if name.startswith("bpe"):
        from tokenizers import Tokenizer
        tokenizer = Tokenizer.from_file(str(Path(folder) / f"bpe_{name[3:]}.json"))
        vocab = Vocabulary(z["item_ids"].tolist())
    else:
        vocab = Vocabulary(z["items"].tolist())
    return SchemeModel(name, vocab, counts, lam, Speller(speller["chars"], tuple(speller["counts"])), tokenizer)
