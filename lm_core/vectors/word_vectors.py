"""Word vectors: loading, nearest neighbours by cosine, the analogy b − a + c, and checking a typed word.

Every vector is divided by its length once, at load time; after that the cosine of a query with all V words
is one matrix–vector product ``unit @ q`` and the k best come from ``argpartition`` (no full sort).
A "cut-off" N searches only the first N rows: the vocabularies are stored most frequent word first.

Two vector sets ship in ``assets/wordvec/``:
  - ``glove``: Stanford's GloVe 6B 50d (Wikipedia 2014 + Gigaword 5, 6 billion tokens), top 100,000 words;
  - ``w2v``: word2vec (skip-gram, negative sampling, 100d) trained by ``scripts/train_word2vec.py`` on
    NLTK's Brown + Gutenberg (2.9 million words).
"""
from __future__ import annotations

import difflib
from dataclasses import dataclass, field
from pathlib import Path
from typing import Sequence

import numpy as np

from lm_core.inputs import InputError, ascii_fold, clean_text

VECTOR_FILES = {
    "glove": "glove.6B.50d.top100k",
    "w2v": "w2v.brown_gutenberg.100d",
}


@dataclass(frozen=True, eq=False)
class WordVectors:
    """A vocabulary (most frequent first) and its unit-length vectors, float32 (V, D)."""
    name: str
    words: tuple[str, ...]
    unit: np.ndarray
    index: dict[str, int] = field(repr=False)

    @classmethod
    def from_arrays(cls, name: str, words: Sequence[str], vectors: np.ndarray) -> "WordVectors":
        vectors = np.asarray(vectors, dtype=np.float32)
        norms = np.linalg.norm(vectors, axis=1, keepdims=True)                     # (V, 1)
        unit = vectors / np.maximum(norms, 1e-12)                                   # (V, D)
        unit.setflags(write=False)
        index: dict[str, int] = {}
        for i, w in enumerate(words):
            index.setdefault(w, i)
        return cls(name=name, words=tuple(words), unit=unit, index=index)

    def __len__(self) -> int:
        return len(self.words)

    @property
    def dim(self) -> int:
        return self.unit.shape[1]

    def limit(self, cutoff: int | None) -> int:
        """How many rows a cut-off really searches (None or 0 = all)."""
        return len(self.words) if not cutoff else min(int(cutoff), len(self.words))

    def known(self, word: str, cutoff: int | None = None) -> bool:
        i = self.index.get(word)
        return i is not None and i < self.limit(cutoff)


def load_vector_set(folder: Path, name: str) -> WordVectors:
    """``glove`` or ``w2v`` from ``folder`` (``<stem>.float16.npy`` + ``<stem>.vocab.txt``)."""
    stem = Path(folder) / VECTOR_FILES[name]
    vectors = np.load(f"{stem}.float16.npy")
    words = Path(f"{stem}.vocab.txt").read_text(encoding="utf-8").split("\n")[: len(vectors)]
    if len(words) != len(vectors):
        raise ValueError(f"{stem}: {len(words)} words for {len(vectors)} vectors")
    return WordVectors.from_arrays(name, words, vectors)


# ---------------------------------------------------------------- search

def cosines(wv: WordVectors, query: np.ndarray, cutoff: int | None = None) -> np.ndarray:
    """Cosine of ``query`` (D,) with each of the first N words: (N,)."""
    q = np.asarray(query, dtype=np.float32)
    q = q / max(float(np.linalg.norm(q)), 1e-12)
    return wv.unit[: wv.limit(cutoff)] @ q                                         # (N,)


def top_k(sims: np.ndarray, k: int, exclude: Sequence[int] = ()) -> np.ndarray:
    """Indices of the k largest entries of ``sims``, best first, skipping ``exclude``."""
    k_all = min(len(sims), k + len(exclude))
    part = np.argpartition(-sims, k_all - 1)[:k_all]
    part = part[np.argsort(-sims[part], kind="stable")]
    skip = set(int(i) for i in exclude)
    return np.array([i for i in part if int(i) not in skip][:k], dtype=np.int64)


def rank_of(sims: np.ndarray, i: int) -> int:
    """1-based rank of entry ``i`` in ``sims`` sorted from the largest (ties counted in its favour)."""
    return int(np.count_nonzero(sims > sims[i])) + 1


def neighbours(wv: WordVectors, word: str, k: int = 10, cutoff: int | None = None) -> list[tuple[str, float]]:
    """The k nearest words to ``word`` by cosine (the word itself left out)."""
    i = wv.index[word]
    sims = cosines(wv, wv.unit[i], cutoff)
    return [(wv.words[j], float(sims[j])) for j in top_k(sims, k, exclude=[i] if i < len(sims) else [])]


@dataclass(frozen=True)
class Analogy:
    """a : b :: c : ?  answered by the words nearest to b − a + c."""
    a: str
    b: str
    c: str
    exclude_inputs: bool
    top: tuple[tuple[str, float], ...]          # (word, cosine with b − a + c), best first
    input_ranks: dict[str, int]                 # rank of a, b, c among all words, nothing excluded
    input_sims: dict[str, float]                # their cosine with b − a + c
    answer_sim_to_c: float                      # cosine of the top answer with c alone

    @property
    def answer(self) -> str:
        return self.top[0][0]

    @property
    def answer_is_input(self) -> bool:
        return self.answer in (self.a, self.b, self.c)


def analogy(wv: WordVectors, a: str, b: str, c: str, exclude_inputs: bool = True, k: int = 5,
            cutoff: int | None = None) -> Analogy:
    """The k best answers to a : b :: c : ? by cosine with b − a + c (the 3CosAdd rule).

    ``exclude_inputs=True`` is the usual scoring rule: a, b and c may not be the answer.
    """
    ia, ib, ic = wv.index[a], wv.index[b], wv.index[c]
    query = wv.unit[ib] - wv.unit[ia] + wv.unit[ic]                                 # (D,)
    sims = cosines(wv, query, cutoff)                                               # (N,)
    inputs = [i for i in dict.fromkeys((ia, ib, ic)) if i < len(sims)]
    best = top_k(sims, k, exclude=inputs if exclude_inputs else ())
    top = tuple((wv.words[j], float(sims[j])) for j in best)
    answer = wv.index[top[0][0]]
    return Analogy(a=a, b=b, c=c, exclude_inputs=exclude_inputs, top=top,
                   input_ranks={w: rank_of(sims, wv.index[w]) for w in (a, b, c) if wv.index[w] < len(sims)},
                   input_sims={w: float(sims[wv.index[w]]) for w in (a, b, c) if wv.index[w] < len(sims)},
                   answer_sim_to_c=float(wv.unit[answer] @ wv.unit[ic]))


def project_2d(wv: WordVectors, words: Sequence[str]) -> np.ndarray:
    """PCA of the chosen words' unit vectors onto their two main directions: (n, 2)."""
    X = wv.unit[[wv.index[w] for w in words]].astype(np.float64)                   # (n, D)
    X = X - X.mean(axis=0)
    _, _, vt = np.linalg.svd(X, full_matrices=False)
    return X @ vt[:2].T                                                             # (n, 2)


@dataclass(frozen=True)
class SetComparison:
    """Two vector sets compared the way the page's table shows them: vocabulary and each probe's k neighbours.

    Neighbour lists do not change when a whole set is rotated, so this compares what two runs *say*, even when
    their coordinates cannot be compared (two seeds give the same geometry in different axes).
    """
    vocab: tuple[int, int]                      # words in each set
    same_vocab: bool
    probes: tuple[str, ...]                     # probe words known to both sets
    same_neighbours: tuple[str, ...]            # ... whose k nearest words are the same, in the same order
    k: int

    @property
    def identical(self) -> bool:
        """Same vocabulary and, for every probe, the same k nearest words."""
        return self.same_vocab and len(self.same_neighbours) == len(self.probes)


def compare_sets(first: WordVectors, second: WordVectors, probes: Sequence[str], k: int = 4) -> SetComparison:
    """Compare two vector sets through their vocabularies and the k nearest words of each probe."""
    known = tuple(p for p in probes if first.known(p) and second.known(p))
    same = tuple(p for p in known
                 if [w for w, _ in neighbours(first, p, k)] == [w for w, _ in neighbours(second, p, k)])
    return SetComparison(vocab=(len(first), len(second)), same_vocab=first.words == second.words, probes=known,
                         same_neighbours=same, k=k)


# ---------------------------------------------------------------- typed words

WORD_MAX = 60                                   # the longest word a box (or a link) may hold


class WordError(InputError):
    """A typed word the vectors cannot use. Codes: empty, too_long, spaces, non_latin, unknown.

    ``params``: ``raw`` (the text as typed), ``n`` (rows searched) and ``suggestions`` (close known words).
    """


@dataclass(frozen=True)
class WordCheck:
    """A typed word that can be used: ``word`` is its lower-case form in the vocabulary."""
    raw: str
    word: str
    lowered: bool = False                       # the input had upper case and was lowered


def suggest(wv: WordVectors, word: str, cutoff: int | None = None, n: int = 3) -> tuple[str, ...]:
    """Close spellings from the searched vocabulary: difflib over words of a similar length and first letter."""
    folded = ascii_fold(word).encode("ascii", "ignore").decode("ascii")
    if folded and folded != word and wv.known(folded, cutoff):
        return (folded,)
    target = folded or word
    if not target:
        return ()
    limit = wv.limit(cutoff)
    candidates = [w for w in wv.words[:limit]
                  if abs(len(w) - len(target)) <= 2 and (w[:1] == target[:1] or len(target) <= 3)]
    if len(candidates) < 50:                    # a typo in the first letter: widen to the same length
        candidates += [w for w in wv.words[: min(limit, 30_000)] if len(w) == len(target)]
    return tuple(difflib.get_close_matches(target, list(dict.fromkeys(candidates)), n=n, cutoff=0.6))


def check_word(wv: WordVectors, raw: str | None, cutoff: int | None = None) -> WordCheck:
    """Normalise a typed word (trim, NFC, lower case); raise :class:`WordError` if the vectors cannot use it."""
    shown = (raw or "").strip()[:WORD_MAX]
    try:
        text = clean_text(raw, WORD_MAX)
    except InputError as err:
        extra = {"length": err.params["n"], "limit": err.params["limit"]} if err.code == "too_long" else {}
        raise WordError(err.code, raw=shown, n=wv.limit(cutoff), suggestions=(), **extra) from None
    lowered = text != text.lower()
    word = text.lower()
    if wv.known(word, cutoff):
        return WordCheck(raw=raw, word=word, lowered=lowered)
    if any(ch.isspace() for ch in word):
        first = word.split()[0]
        hints = (first,) if wv.known(first, cutoff) else suggest(wv, first, cutoff)
        raise WordError("spaces", raw=shown, n=wv.limit(cutoff), suggestions=hints)
    code = "unknown" if word.isascii() else "non_latin"
    raise WordError(code, raw=shown, n=wv.limit(cutoff), suggestions=suggest(wv, word, cutoff))
