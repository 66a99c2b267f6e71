"""Mikolov's analogy test, scored five ways, and the similarity correlations with human judgements.

Each question a : b :: c : d (``athens greece baghdad iraq``) is answerable in a vocabulary cut-off N when all four
words are among the N most frequent. The rows of the table ask how much of the score is really arithmetic:
  - ``add_all``  b − a + c, nothing excluded: the winner is often one of the inputs;
  - ``add``      b − a + c, a, b, c excluded: the standard score (gensim's evaluate_word_analogies);
  - ``only_c``   the word nearest to c, no arithmetic (Linzen 2016);
  - ``only_b``   the word nearest to b;
  - ``b_plus_c`` b + c, ignoring a.
All but ``add_all`` exclude the three inputs. Sections whose name starts with ``gram`` are syntactic.
"""
from __future__ import annotations

from dataclasses import asdict, dataclass
from pathlib import Path

import numpy as np

from lm_core import rank_stats
from .word_vectors import WordVectors

METHODS = ("add_all", "add", "only_c", "only_b", "b_plus_c")
CUTOFFS = {"glove": (10_000, 30_000, 100_000), "w2v": (10_000, 30_000, 100_000)}
PAIR_FILES = {"WordSim-353": "wordsim353.tsv", "SimLex-999": "simlex999.txt"}
CHUNK = 256                     # queries per matrix product: (256, N) float32 scores at a time


@dataclass(frozen=True)
class Questions:
    sections: tuple[str, ...]
    section_of: np.ndarray      # (Q,) section index of each question
    words: tuple[tuple[str, str, str, str], ...]

    def __len__(self) -> int:
        return len(self.words)

    def semantic(self) -> np.ndarray:
        """(S,) True for the semantic sections."""
        return np.array([not s.startswith("gram") for s in self.sections])


def load_questions(path: Path) -> Questions:
    sections, section_of, words = [], [], []
    for line in Path(path).read_text(encoding="utf-8").splitlines():
        if line.startswith(":"):
            sections.append(line[1:].strip())
        elif line.strip():
            parts = line.lower().split()
            if len(parts) == 4 and sections:
                section_of.append(len(sections) - 1)
                words.append(tuple(parts))
    return Questions(tuple(sections), np.array(section_of, dtype=np.int64), tuple(words))


@dataclass(frozen=True)
class EvalTable:
    """Counts per section: questions, answerable ones, correct answers per method, input wins for add_all."""
    name: str
    cutoff: int                                  # rows really searched
    sections: tuple[str, ...]
    semantic: tuple[bool, ...]
    total: tuple[int, ...]
    answerable: tuple[int, ...]
    correct: dict[str, tuple[int, ...]]
    input_wins: tuple[int, ...]                  # add_all's winner is a, b or c
    wins_by_input: dict[str, tuple[int, ...]]    # ... split by which of the three

    def _mask(self, group: str) -> np.ndarray:
        sem = np.array(self.semantic)
        return {"semantic": sem, "syntactic": ~sem, "all": np.ones_like(sem)}[group]

    def n_answerable(self, group: str = "all") -> int:
        return int(np.array(self.answerable)[self._mask(group)].sum())

    def n_total(self, group: str = "all") -> int:
        return int(np.array(self.total)[self._mask(group)].sum())

    def accuracy(self, method: str, group: str = "all") -> float:
        n = self.n_answerable(group)
        return float(np.array(self.correct[method])[self._mask(group)].sum() / n) if n else float("nan")

    def section_accuracy(self, method: str) -> list[float]:
        return [c / n if n else float("nan") for c, n in zip(self.correct[method], self.answerable)]

    def input_win_rate(self, group: str = "all") -> float:
        n = self.n_answerable(group)
        return float(np.array(self.input_wins)[self._mask(group)].sum() / n) if n else float("nan")

    def kept(self, method: str, group: str = "semantic") -> float:
        """Share of the standard score that ``method`` keeps."""
        return self.accuracy(method, group) / self.accuracy("add", group)

    def to_dict(self) -> dict:
        return asdict(self)

    @classmethod
    def from_dict(cls, d: dict) -> "EvalTable":
        tup = lambda v: tuple(v)  # noqa: E731
        return cls(name=d["name"], cutoff=d["cutoff"], sections=tup(d["sections"]), semantic=tup(d["semantic"]),
                   total=tup(d["total"]), answerable=tup(d["answerable"]),
                   correct={k: tup(v) for k, v in d["correct"].items()}, input_wins=tup(d["input_wins"]),
                   wins_by_input={k: tup(v) for k, v in d["wins_by_input"].items()})


def _best(U: np.ndarray, queries: np.ndarray, forbid: np.ndarray | None) -> tuple[np.ndarray, np.ndarray | None]:
    """Argmax of cosine over U for each query row, and (if ``forbid`` (Q, 3) is given) the argmax without them."""
    free = np.empty(len(queries), dtype=np.int64)
    held = np.empty(len(queries), dtype=np.int64) if forbid is not None else None
    for s in range(0, len(queries), CHUNK):
        S = queries[s:s + CHUNK] @ U.T                                              # (chunk, N)
        if held is not None:
            held[s:s + CHUNK] = S.argmax(axis=1)
        if forbid is not None:
            rows = np.arange(len(S))[:, None]
            S[rows, forbid[s:s + CHUNK]] = -np.inf
        free[s:s + CHUNK] = S.argmax(axis=1)
    return free, held


def _nearest_excluding(U: np.ndarray, centre: np.ndarray, forbid: np.ndarray) -> np.ndarray:
    """For each question, the word nearest to U[centre] that is not one of its three inputs.

    Only the distinct centre words are searched (a few hundred), keeping each one's top 4: enough to skip 3 inputs.
    """
    uniq, inverse = np.unique(centre, return_inverse=True)
    top4 = np.empty((len(uniq), 4), dtype=np.int64)
    for s in range(0, len(uniq), CHUNK):
        S = U[uniq[s:s + CHUNK]] @ U.T                                              # (chunk, N)
        part = np.argpartition(-S, 3, axis=1)[:, :4]
        order = np.argsort(-np.take_along_axis(S, part, axis=1), axis=1, kind="stable")
        top4[s:s + CHUNK] = np.take_along_axis(part, order, axis=1)
    cand = top4[inverse]                                                            # (Q, 4)
    ok = ~(cand[:, :, None] == forbid[:, None, :]).any(axis=2)                     # (Q, 4)
    return cand[np.arange(len(cand)), ok.argmax(axis=1)]


def evaluate(wv: WordVectors, questions: Questions, cutoff: int | None = None) -> EvalTable:
    """The five rows of the table on the questions answerable within the first ``cutoff`` words."""
    N = wv.limit(cutoff)
    U = wv.unit[:N]                                                                  # (N, D)
    ids = np.array([[wv.index.get(w, N) for w in q] for q in questions.words], dtype=np.int64)  # (Q, 4)
    ok = (ids < N).all(axis=1)
    Q = ids[ok]
    sec = questions.section_of[ok]
    a, b, c, d = Q.T
    forbid = Q[:, :3]                                                                # (Q', 3)
    add, add_all = _best(U, U[b] - U[a] + U[c], forbid)
    b_plus_c, _ = _best(U, U[b] + U[c], forbid)
    hits = {"add_all": add_all == d, "add": add == d, "b_plus_c": b_plus_c == d,
            "only_c": _nearest_excluding(U, c, forbid) == d, "only_b": _nearest_excluding(U, b, forbid) == d}
    S = len(questions.sections)
    per = lambda mask: tuple(int(x) for x in np.bincount(sec[mask], minlength=S))  # noqa: E731
    by_input = {"a": add_all == a, "b": add_all == b, "c": add_all == c}
    return EvalTable(
        name=wv.name, cutoff=N, sections=questions.sections, semantic=tuple(bool(x) for x in questions.semantic()),
        total=tuple(int(x) for x in np.bincount(questions.section_of, minlength=S)),
        answerable=per(np.ones(len(Q), dtype=bool)),
        correct={m: per(hits[m]) for m in METHODS},
        input_wins=per(by_input["a"] | by_input["b"] | by_input["c"]),
        wins_by_input={k: per(v) for k, v in by_input.items()})


# ---------------------------------------------------------------- similarity vs human judgement

@dataclass(frozen=True)
class PairCorrelation:
    dataset: str
    spearman: float
    pearson: float
    n_used: int
    n_total: int

    def to_dict(self) -> dict:
        return asdict(self)


def load_pairs(path: Path) -> list[tuple[str, str, float]]:
    out = []
    for line in Path(path).read_text(encoding="utf-8").splitlines():
        if line.startswith("#") or not line.strip():
            continue
        w1, w2, score = line.split("\t")[:3]
        out.append((w1.lower(), w2.lower(), float(score)))
    return out


def pair_correlation(wv: WordVectors, pairs: list[tuple[str, str, float]], dataset: str,
                     cutoff: int | None = None) -> PairCorrelation:
    """Spearman (and Pearson) between cosine and the human score, over the pairs whose both words are known."""
    used = [(w1, w2, s) for w1, w2, s in pairs if wv.known(w1, cutoff) and wv.known(w2, cutoff)]
    human = np.array([s for _, _, s in used])
    cos = np.array([float(wv.unit[wv.index[w1]] @ wv.unit[wv.index[w2]]) for w1, w2, _ in used])
    return PairCorrelation(dataset=dataset, spearman=rank_stats.spearman(human, cos),
                           pearson=rank_stats.pearson(human, cos), n_used=len(used), n_total=len(pairs))


def word_pair_correlations(wv: WordVectors, folder: Path, cutoff: int | None = None) -> list[PairCorrelation]:
    return [pair_correlation(wv, load_pairs(Path(folder) / f), name, cutoff) for name, f in PAIR_FILES.items()]
