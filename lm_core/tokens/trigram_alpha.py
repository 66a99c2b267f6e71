"""The trigram rung's α, chosen without looking at the names it is scored on.

The training names are cut in two: the first (1 − ``TUNE_SHARE``) are counted, the last ``TUNE_SHARE`` pick α
from the grid (lowest mean NLL). The shipped table then counts *all* training names with that α and is scored on
the validation names, which played no part in the choice.
"""
from __future__ import annotations

from dataclasses import dataclass

import torch

from . import names_ladder as nl
from lm_core.words import Vocab

TUNE_SHARE = 0.1


@dataclass(frozen=True)
class TrigramChoice:
    alpha: float
    tune_nll: float            # mean NLL of the chosen α on the tuning names
    n_fit: int                 # training names counted while choosing
    n_tune: int                # training names α was chosen on
    grid_nll: tuple[float, ...]   # the tuning NLL of every grid value, in grid order


def split_training(train, share: float = TUNE_SHARE) -> tuple[list, list]:
    """(names counted, names tuned on): the last ``share`` of the training names (at least one) tune."""
    words = list(train)
    n_tune = max(1, round(len(words) * share))
    return words[:-n_tune], words[-n_tune:]


def choose_alpha(train, vocab: Vocab, alphas=nl.TRIGRAM_ALPHAS, share: float = TUNE_SHARE) -> TrigramChoice:
    fit, tune = split_training(train, share)
    N = nl.trigram_counts(fit, vocab)
    XY = nl.windows_fast(tune, vocab, 2)
    grid = tuple(nl.trigram_nll(nl.trigram_probs(N, a), tune, vocab, XY) for a in alphas)
    best = min(range(len(alphas)), key=lambda i: grid[i])
    return TrigramChoice(float(alphas[best]), grid[best], len(fit), len(tune), grid)


def table(train, vocab: Vocab, alpha: float) -> torch.Tensor:
    """The rung's probabilities: every training name counted, add-α. (V, V, V)"""
    return nl.trigram_probs(nl.trigram_counts(train, vocab), alpha)
