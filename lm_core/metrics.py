"""Turning a mean negative log-likelihood into the numbers people quote.

All losses in the app are natural-log NLLs (nats) per predicted token.
"""
from __future__ import annotations

import math

LN2 = math.log(2.0)


def perplexity(mean_nll: float) -> float:
    """exp(mean NLL): the effective number of equally likely choices per token."""
    return math.inf if math.isinf(mean_nll) else math.exp(mean_nll)


def bits(mean_nll: float) -> float:
    """The same loss in bits (log base 2) instead of nats."""
    return mean_nll / LN2


def uniform_nll(vocab_size: int) -> float:
    """Loss of a model that gives every one of ``vocab_size`` symbols the same probability."""
    return math.log(vocab_size)
