"""Word lists: reading them, their character vocabulary, and the book's train/val/test split.

Every character-level page (count table, neural bigram, MLP, the small transformer) starts here.
An uploaded list goes through the same :func:`parse_word_list` as the bundled ``names.txt``.

Normalisation applied to every line, in this order:
  1. the file must be UTF-8 (a leading byte-order mark is dropped) and at most ``MAX_BYTES`` long;
  2. Windows (``\\r\\n``) and old Mac (``\\r``) line endings are accepted;
  3. the line is trimmed, Unicode-normalised to NFC (so a precomposed ``ó`` and ``o`` + accent are one
     character) and lower-cased;
  4. empty lines are skipped; a line that is not a single word of letters (it has a space, a digit,
     punctuation, an emoji, or more than ``MAX_WORD_LEN`` letters) is set aside and reported, not fixed.
Accented letters are kept as letters of their own: ``Zsófia`` contributes ``ó`` to the vocabulary.
"""
from __future__ import annotations

import hashlib
import unicodedata
from dataclasses import dataclass
from pathlib import Path

import torch

from .book import SEED
from .inputs import InputError

BOUNDARY = "."             # marks both the start and the end of a word (index 0)
MAX_BYTES = 2_000_000      # ~2 MB: ten times names.txt
MAX_WORDS = 200_000
MAX_WORD_LEN = 40
MIN_WORDS = 10             # so that train, validation and test each get at least one word


class WordListError(InputError):
    """A word list that cannot be used at all. ``code`` names the problem, ``params`` fill the message."""


@dataclass(frozen=True)
class WordList:
    """A cleaned word list, plus the lines that were set aside and why."""

    name: str
    words: tuple[str, ...]
    dropped: tuple[tuple[int, str, str], ...] = ()   # (line number, line, reason code)
    digest: str = ""                                # content hash: the cache key for everything derived

    def __len__(self) -> int:
        return len(self.words)


def _line_problem(word: str) -> str | None:
    if any(ch.isspace() for ch in word):
        return "space"
    if any(ch.isdigit() for ch in word):
        return "digit"
    if not all(ch.isalpha() for ch in word):
        return "symbol"
    if len(word) > MAX_WORD_LEN:
        return "too_long"
    return None


def parse_word_list(data: bytes, name: str = "upload") -> WordList:
    """Clean raw bytes into a :class:`WordList`, or raise :class:`WordListError` if nothing usable remains."""
    if len(data) > MAX_BYTES:
        raise WordListError("too_large", size=len(data), limit=MAX_BYTES)
    try:
        text = data.decode("utf-8-sig")
    except UnicodeDecodeError as err:
        raise WordListError("not_utf8", position=err.start) from None
    words: list[str] = []
    dropped: list[tuple[int, str, str]] = []
    for lineno, raw in enumerate(text.splitlines(), start=1):
        word = unicodedata.normalize("NFC", raw.strip()).lower()
        if not word:
            continue
        problem = _line_problem(word)
        if problem:
            dropped.append((lineno, raw.strip()[:60], problem))
        else:
            words.append(word)
    if len(words) > MAX_WORDS:
        raise WordListError("too_many", count=len(words), limit=MAX_WORDS)
    if not words:
        raise WordListError("empty" if not dropped else "no_valid", dropped=len(dropped))
    if len(words) < MIN_WORDS:
        raise WordListError("too_few", count=len(words), minimum=MIN_WORDS)
    digest = hashlib.sha256("\n".join(words).encode("utf-8")).hexdigest()[:16]
    return WordList(name=name, words=tuple(words), dropped=tuple(dropped), digest=digest)


def load_word_list(path: str | Path) -> WordList:
    """Read a word list from disk through the same cleaning as an upload."""
    path = Path(path)
    return parse_word_list(path.read_bytes(), name=path.name)


@dataclass(frozen=True)
class Vocab:
    """Characters <-> integer ids. ``.`` is id 0; the other characters follow in sorted order."""

    itos: tuple[str, ...]

    @classmethod
    def from_words(cls, words) -> "Vocab":
        chars = sorted(set("".join(words)) - {BOUNDARY})
        return cls((BOUNDARY, *chars))

    @property
    def stoi(self) -> dict[str, int]:
        return {ch: i for i, ch in enumerate(self.itos)}

    def __len__(self) -> int:
        return len(self.itos)

    def unknown(self, word: str) -> list[str]:
        """Characters of ``word`` that the vocabulary does not have (in order of appearance, no repeats)."""
        known = set(self.itos)
        return list(dict.fromkeys(ch for ch in word if ch not in known))

    def encode(self, word: str) -> list[int]:
        """``word`` framed by boundaries, as ids: ``.emma.`` -> [0, 5, 13, 13, 1, 0]."""
        stoi = self.stoi
        return [0] + [stoi[ch] for ch in word] + [0]


@dataclass(frozen=True)
class Split:
    train: tuple[str, ...]
    val: tuple[str, ...]
    test: tuple[str, ...]

    def parts(self) -> dict[str, tuple[str, ...]]:
        return {"train": self.train, "val": self.val, "test": self.test}


def book_split(words, seed: int = SEED) -> Split:
    """The book's split: shuffle with ``torch.randperm`` under ``seed``, then 80% / 10% / 10%."""
    words = list(words)
    n = len(words)
    g = torch.Generator().manual_seed(seed)
    perm = torch.randperm(n, generator=g).tolist()
    shuffled = tuple(words[i] for i in perm)
    n1, n2 = int(0.8 * n), int(0.9 * n)
    return Split(shuffled[:n1], shuffled[n1:n2], shuffled[n2:])


def encode_names(words, vocab: Vocab, block_size: int) -> tuple[torch.Tensor, torch.Tensor]:
    """Names as padded sequences for the sequence models (transformer, GRU): inputs '.'+name padded with '.',
    targets name+'.' padded with -1 (ignored by the loss). Both (N, block_size)."""
    stoi = vocab.stoi
    X = torch.zeros(len(words), block_size, dtype=torch.long)                    # (N, T)
    Y = torch.full((len(words), block_size), -1, dtype=torch.long)               # (N, T)
    for n, w in enumerate(words):
        ids = [stoi[ch] for ch in w][: block_size - 1]
        X[n, 1:len(ids) + 1] = torch.tensor(ids, dtype=torch.long)
        Y[n, :len(ids) + 1] = torch.tensor(ids + [0], dtype=torch.long)
    return X, Y
