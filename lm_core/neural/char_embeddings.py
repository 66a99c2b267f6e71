"""What the MLP's embedding table learned: neighbours, a 2-D picture, and a test for vowel structure.

The table C has one row per character, started at random and moved only by the gradient of the
next-character loss. These functions ask what ended up in it:

* cosine similarity (the dot product of the rows scaled to length 1) and each character's nearest
  neighbours;
* a 2-D projection of the rows by PCA (the two directions of largest spread);
* the mean cosine vowel-vowel, consonant-consonant and vowel-consonant, and a permutation test: is the
  vowel group more clustered than a random group of the same size?

Structure found here is there only because it lowered the loss; it is a learned change of coordinates,
not a map of meaning.
"""
from __future__ import annotations

import unicodedata
from dataclasses import dataclass

import numpy as np
import torch

from lm_core import book
from lm_core.words import BOUNDARY

VOWELS = "aeiou"


def cosine_matrix(C: torch.Tensor) -> torch.Tensor:
    """All pairwise cosine similarities of the rows of C: normalise each row, then one matrix product."""
    U = C.double() / C.double().norm(dim=1, keepdim=True).clamp_min(1e-12)    # (V, d) unit rows
    return U @ U.t()                                                           # (V, V)


def nearest(C: torch.Tensor, itos, n: int = 3) -> dict[str, list[tuple[str, float]]]:
    """For every character, the ``n`` other characters with the highest cosine, best first."""
    S = cosine_matrix(C)
    S.fill_diagonal_(-2.0)                                                     # never your own neighbour
    vals, idx = S.topk(n, dim=1)                                               # (V, n)
    return {itos[i]: [(itos[int(j)], float(v)) for j, v in zip(idx[i], vals[i])] for i in range(len(itos))}


@dataclass(frozen=True)
class Projection:
    xy: torch.Tensor          # (V, 2) coordinates of each row on the first two principal axes
    explained: tuple[float, float]   # share of the total variance along each axis


def pca_2d(C: torch.Tensor) -> Projection:
    """Centre the rows and project them on the two leading right singular vectors."""
    X = C.double() - C.double().mean(0, keepdim=True)                         # (V, d)
    U, S, Vh = torch.linalg.svd(X, full_matrices=False)
    xy = X @ Vh[:2].t()                                                        # (V, 2)
    # the sign of a singular vector is arbitrary: fix it so the largest |coordinate| is positive
    flip = torch.sign(xy.gather(0, xy.abs().argmax(0, keepdim=True)))        # (1, 2)
    var = S ** 2
    return Projection(xy * flip, (float(var[0] / var.sum()), float(var[1] / var.sum())))


def is_vowel(ch: str) -> bool:
    """a, e, i, o, u, also with an accent (á, é, ö, ...), so uploaded lists get a sensible split."""
    return unicodedata.normalize("NFD", ch)[0] in VOWELS


def letter_groups(itos) -> tuple[list[int], list[int]]:
    """Ids of the vowels and of the consonants; the boundary '.' is in neither."""
    letters = [i for i, ch in enumerate(itos) if ch != BOUNDARY]
    vowels = [i for i in letters if is_vowel(itos[i])]
    return vowels, [i for i in letters if i not in vowels]


def _mean_within(S: torch.Tensor, group: torch.Tensor) -> torch.Tensor:
    """Mean cosine over the unordered pairs inside each group. group: (G, m) ids -> (G,)."""
    m = group.shape[1]
    block = S[group[:, :, None], group[:, None, :]]                            # (G, m, m)
    return (block.sum((1, 2)) - block.diagonal(dim1=1, dim2=2).sum(1)) / (m * (m - 1))


def _mean_between(S: torch.Tensor, group: torch.Tensor, rest: torch.Tensor) -> torch.Tensor:
    """Mean cosine between each group and its complement. group (G, m), rest (G, r) -> (G,)."""
    return S[group[:, :, None], rest[:, None, :]].mean((1, 2))                 # (G, m, r) -> (G,)


@dataclass(frozen=True)
class GroupMeans:
    vv: float      # mean cosine over vowel-vowel pairs
    cc: float      # consonant-consonant
    vc: float      # vowel-consonant


def group_means(C: torch.Tensor, itos) -> GroupMeans:
    S = cosine_matrix(C)
    v, c = letter_groups(itos)
    if len(v) < 2 or len(c) < 2:
        raise ValueError("need at least two vowels and two consonants")
    vt, ct = torch.tensor([v]), torch.tensor([c])
    return GroupMeans(float(_mean_within(S, vt)[0]), float(_mean_within(S, ct)[0]),
                      float(_mean_between(S, vt, ct)[0]))


@dataclass(frozen=True)
class PermutationTest:
    observed: float            # S for the real vowel group
    null: tuple[float, ...]    # S for each random group
    at_least: int              # random groups with S >= observed
    group_size: int

    @property
    def p_value(self) -> float:
        return self.at_least / len(self.null)


def _mt19937_key(seed: int) -> np.ndarray:
    """The Mersenne Twister's 624-word state right after ``torch.Generator().manual_seed(seed)`` (its standard
    seeding from one 32-bit number)."""
    key = np.empty(624, dtype=np.uint32)
    x = key[0] = seed & 0xFFFFFFFF
    for j in range(1, 624):
        x = (1812433253 * (x ^ (x >> 30)) + j) & 0xFFFFFFFF
        key[j] = x
    return key


def shuffles(n: int, draws: int, seed: int) -> np.ndarray:
    """``draws`` permutations of 0..n-1, exactly those of ``torch.randperm(n, generator=g)`` called ``draws`` times
    on ``g = torch.Generator().manual_seed(seed)``, all at once. (draws, n)

    torch shuffles a small n on the CPU by Fisher-Yates: for i = 0..n-2 it swaps place i with place
    i + r % (n - i), r the generator's next 32-bit number. Here the same numbers come from numpy's Mersenne
    Twister in the same state, and each step swaps one column of every permutation at once: the page's 2,000
    shuffles of 26 letters take about 3 ms instead of 15 ms of one call each, and 0.03 s instead of 0.36 s
    beside a thread busy in Python, where each torch call gave the interpreter lock away and waited to get it
    back (``python -m bench.bench_lock``). ``tests/test_neural_embeddings.py`` checks them against
    ``torch.randperm``.
    """
    bits = np.random.MT19937()
    bits.state = {"bit_generator": "MT19937", "state": {"key": _mt19937_key(seed), "pos": 624}}
    r = bits.random_raw(draws * (n - 1)).reshape(draws, n - 1)                # (G, n-1) 32-bit draws
    perms = np.tile(np.arange(n, dtype=np.int64), (draws, 1))                 # (G, n)
    rows = np.arange(draws)
    for i in range(n - 1):
        j = i + (r[:, i] % (n - i)).astype(np.int64)                            # (G,) the place swapped with i
        perms[rows, i], perms[rows, j] = perms[rows, j], perms[rows, i]
    return perms


def permutation_test(C: torch.Tensor, itos, draws: int = 2000, seed: int = book.SEED) -> PermutationTest:
    """S(group) = mean cosine inside the group - mean cosine between the group and the other letters.

    Draw ``draws`` random groups of as many letters as there are vowels (each one a ``torch.randperm`` of
    the letters under one seeded generator, first m kept: :func:`shuffles`); p = share of them with S >= S(vowels).
    """
    S = cosine_matrix(C)
    vowels, consonants = letter_groups(itos)
    letters = torch.tensor(sorted(vowels + consonants))
    m = len(vowels)
    if m < 2 or len(consonants) < 2:
        raise ValueError("need at least two vowels and two consonants")
    perms = letters[torch.from_numpy(shuffles(len(letters), draws, seed))]                  # (G, L)
    groups, rests = perms[:, :m], perms[:, m:]
    null = _mean_within(S, groups) - _mean_between(S, groups, rests)                         # (G,)
    vt, ct = torch.tensor([vowels]), torch.tensor([consonants])
    observed = float(_mean_within(S, vt)[0] - _mean_between(S, vt, ct)[0])
    return PermutationTest(observed, tuple(null.tolist()), int((null >= observed - 1e-12).sum()), m)


def permutation_test_reference(C: torch.Tensor, itos, groups: list[list[int]]) -> list[float]:
    """S for explicit groups with plain loops over pairs: the check for the vectorised version."""
    S = cosine_matrix(C)
    letters = [i for i, ch in enumerate(itos) if ch != BOUNDARY]
    out = []
    for grp in groups:
        rest = [i for i in letters if i not in grp]
        inside = [float(S[a, b]) for x, a in enumerate(grp) for b in grp[x + 1:]]
        between = [float(S[a, b]) for a in grp for b in rest]
        out.append(sum(inside) / len(inside) - sum(between) / len(between))
    return out
