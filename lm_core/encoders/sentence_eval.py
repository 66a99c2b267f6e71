"""Judging sentence vectors: the STS benchmark, Spearman's ρ, word overlap, averaged word vectors, retrieval.

Two measures, both used on the sentences page:
  - **Spearman ρ** between each pair's cosine and its human score (0–5): does the method order pairs the way
    people do?
  - **Top-1 retrieval** on the pairs people judged most alike: index one side, query with the other; a hit is
    when the query's own partner scores highest among all indexed sentences. The same sentence can be the first
    side of several pairs (the index then holds identical rows that tie): a hit is when the best-scoring indexed
    sentence has the partner's text, so an identical copy ranked first counts.
Semantic search is one matrix product: normalise the index, normalise the query, ``scores = q @ Eᵀ``, top-k.
"""
from __future__ import annotations

import csv
import re
from dataclasses import dataclass
from pathlib import Path
from typing import Sequence

import numpy as np

from lm_core import rank_stats

WORD = re.compile(r"\w+")
RETRIEVAL_PAIRS = 200
LICENCE_DROPPED = ("MSRpar", "MSRvid")   # Microsoft Research licence terms: not shipped (see assets/SOURCES.md)


@dataclass(frozen=True)
class StsPairs:
    """Sentence pairs with their human similarity score (0–5) and the source they come from."""
    genre: tuple[str, ...]
    source: tuple[str, ...]
    score: np.ndarray            # (N,), float64
    first: tuple[str, ...]
    second: tuple[str, ...]

    def __len__(self) -> int:
        return len(self.score)


def load_sts(path: Path, drop_sources: Sequence[str] = ()) -> StsPairs:
    """Read an STS-benchmark file (tab-separated, no header: genre, file, year, id, score, s1, s2[, extra...])."""
    rows = []
    with open(path, encoding="utf-8", newline="") as f:
        for cols in csv.reader(f, delimiter="\t", quoting=csv.QUOTE_NONE):
            if len(cols) >= 7 and cols[1] not in drop_sources:
                rows.append(cols)
    return StsPairs(tuple(r[0] for r in rows), tuple(r[1] for r in rows), np.array([float(r[4]) for r in rows]),
                    tuple(r[5] for r in rows), tuple(r[6] for r in rows))


def words(text: str) -> list[str]:
    return WORD.findall(text.lower())


def jaccard(a: str, b: str) -> float:
    """Shared lower-cased words over all distinct words of the two sentences (0 if both are empty)."""
    sa, sb = set(words(a)), set(words(b))
    return len(sa & sb) / len(sa | sb) if sa | sb else 0.0


def average_vectors(texts: Sequence[str], index: dict[str, int], unit: np.ndarray) -> np.ndarray:
    """Each sentence as the normalised mean of its known words' unit vectors (zeros if none is known). (N, D)"""
    out = np.zeros((len(texts), unit.shape[1]), dtype=np.float32)           # (N, D)
    for i, text in enumerate(texts):
        rows = [index[w] for w in words(text) if w in index]
        if rows:
            v = unit[rows].astype(np.float32).mean(axis=0)                    # (D,)
            out[i] = v / max(float(np.linalg.norm(v)), 1e-12)
    return out


def normalise(m: np.ndarray) -> np.ndarray:
    m = np.asarray(m, dtype=np.float32)
    return m / np.maximum(np.linalg.norm(m, axis=-1, keepdims=True), 1e-12)


def pair_cosines(a: np.ndarray, b: np.ndarray) -> np.ndarray:
    """Row-wise cosine of two (N, D) matrices: (N,)."""
    return np.sum(normalise(a).astype(np.float64) * normalise(b).astype(np.float64), axis=1)


def spearman(x: Sequence[float], y: Sequence[float]) -> float:
    """Spearman's ρ: Pearson's correlation of the ranks (ties share their mean rank)."""
    return rank_stats.spearman(x, y)


def retrieval_indices(pairs: StsPairs, n: int = RETRIEVAL_PAIRS) -> np.ndarray:
    """The ``n`` pairs with the highest human scores (ties: file order), in that order. (n,)"""
    return np.argsort(-pairs.score, kind="stable")[:n]


def search(query: np.ndarray, index: np.ndarray, k: int) -> tuple[np.ndarray, np.ndarray]:
    """The chapter's four lines. Returns (top-k ids, their scores), each (Q, k), best first."""
    E = normalise(index)                                                     # (N, D)
    q = normalise(np.atleast_2d(query))                                      # (Q, D)
    scores = q @ E.T                                                         # (Q, N)
    top = np.argsort(-scores, axis=1, kind="stable")[:, :k]                  # (Q, k)
    return top, np.take_along_axis(scores, top, axis=1)


def search_loop(query: np.ndarray, index: np.ndarray, k: int) -> list[list[int]]:
    """The same top-k, one cosine at a time (the check the matrix product is tested against)."""
    out = []
    for q in np.atleast_2d(query):
        sims = []
        for j, e in enumerate(index):
            qq, ee = q.astype(np.float64), e.astype(np.float64)
            sims.append((-(qq @ ee) / max(np.linalg.norm(qq) * np.linalg.norm(ee), 1e-300), j))
        out.append([j for _, j in sorted(sims)[:k]])
    return out


def top1_accuracy(query: np.ndarray, index: np.ndarray, texts: Sequence[str] | None = None) -> float:
    """Share of queries whose own partner (same row) is the best-scoring indexed sentence; with ``texts`` (the
    indexed sentences), a best row whose text equals the partner's counts too (identical rows tie)."""
    top, _ = search(query, index, 1)
    if texts is None:
        return float(np.mean(top[:, 0] == np.arange(len(top))))
    return float(np.mean([texts[j] == texts[i] for i, j in enumerate(top[:, 0])]))


def overlap_top1(queries: Sequence[str], index: Sequence[str]) -> float:
    """Top-1 retrieval with Jaccard word overlap as the score (ties: the earlier indexed sentence); a best sentence
    with the partner's text counts as a hit."""
    sets = [set(words(s)) for s in index]
    hits = 0
    for i, q in enumerate(queries):
        qs = set(words(q))
        scores = [len(qs & s) / len(qs | s) if qs | s else 0.0 for s in sets]
        hits += int(index[int(np.argmax(scores))] == index[i])
    return hits / len(queries)


@dataclass(frozen=True)
class MethodScore:
    method: str
    spearman: float
    top1: float


def score_vectors(method: str, first: np.ndarray, second: np.ndarray, pairs: StsPairs,
                  retrieval: np.ndarray) -> MethodScore:
    """ρ over all pairs and top-1 over the ``retrieval`` pairs (index = first side, queries = second side)."""
    rho = spearman(pair_cosines(first, second), pairs.score)
    texts = [pairs.first[i] for i in retrieval]
    return MethodScore(method, rho, top1_accuracy(second[retrieval], first[retrieval], texts))


def score_overlap(pairs: StsPairs, retrieval: np.ndarray) -> MethodScore:
    rho = spearman([jaccard(a, b) for a, b in zip(pairs.first, pairs.second)], pairs.score)
    top1 = overlap_top1([pairs.second[i] for i in retrieval], [pairs.first[i] for i in retrieval])
    return MethodScore("overlap", rho, top1)
