"""The Markov assumption, measured: the exact chain-rule factor beside the bigram's approximation of it.

The chain rule P(w) = Π P(wₜ | w<ₜ) is exact. A bigram model replaces every factor P(wₜ | w<ₜ) by
P(wₜ | wₜ₋₁): it forgets everything but the last character. On a finite list of words the exact factor has
an empirical value too: among the words that start with the prefix w<ₜ, the share whose next character is
wₜ. This module computes both for one step, so a page can show what the assumption changes.
"""
from __future__ import annotations

from dataclasses import dataclass

from lm_core.words import BOUNDARY


@dataclass(frozen=True)
class MarkovStep:
    """One step t of a word: the exact (prefix) factor and the bigram (last character) factor."""

    step: int              # 1-based position of the predicted character in ".word."
    prefix: str            # w<ₜ with the leading boundary, e.g. ".em"
    char: str              # wₜ ("." = the word ends)
    prefix_count: int      # training words that start with the prefix
    next_count: int        # ... and continue with ``char``
    bigram_prob: float     # P(wₜ | wₜ₋₁) from the table the page uses

    @property
    def exact_prob(self) -> float | None:
        """The empirical P(wₜ | w<ₜ), or None if no training word starts with the prefix."""
        return self.next_count / self.prefix_count if self.prefix_count else None


def prefix_counts(words, prefix: str, char: str) -> tuple[int, int]:
    """(words starting with ``prefix``, those whose next character is ``char``); ``prefix`` starts with '.'."""
    body = prefix[len(BOUNDARY):] if prefix.startswith(BOUNDARY) else prefix
    matching = [w for w in words if w.startswith(body)]
    n = len(body)
    if char == BOUNDARY:
        follows = sum(1 for w in matching if len(w) == n)
    else:
        follows = sum(1 for w in matching if len(w) > n and w[n] == char)
    return len(matching), follows


def markov_step(words, word: str, step: int, bigram_prob: float) -> MarkovStep:
    """The exact and the bigram factor of ``word``'s character number ``step`` (1-based, the end '.' included)."""
    framed = BOUNDARY + word + BOUNDARY
    if not 1 <= step <= len(word) + 1:
        raise ValueError(f"step {step} is outside 1..{len(word) + 1}")
    prefix, char = framed[:step], framed[step]
    total, follows = prefix_counts(words, prefix, char)
    return MarkovStep(step, prefix, char, total, follows, bigram_prob)


def showcase_step(word: str) -> int:
    """The step a page shows: the third character when there is one (two letters of context, one forgotten)."""
    return min(3, len(word) + 1)
