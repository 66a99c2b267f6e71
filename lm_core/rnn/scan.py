"""The sequential bottleneck, and the way around it for a LINEAR recurrence: the associative (parallel) scan.

A non-linear recurrence h_t = f(h_{t−1}, x_t) needs n steps one after the other. A linear one with a
diagonal coefficient, h_t = a_t ⊙ h_{t−1} + b_t, does not: a step is the pair (a, b), and two steps fuse
into one of the same form, (a₂, b₂) ∘ (a₁, b₁) = (a₂ ⊙ a₁, a₂ ⊙ b₁ + b₂). That fusion is associative, so
all n prefixes come out of ⌈log₂ n⌉ rounds, each round one vectorised operation over the whole sequence
(Hillis–Steele scan). It is the trick state-space models use.
"""
from __future__ import annotations

import math
import time

import torch


def scan_loop(a: torch.Tensor, b: torch.Tensor, h0: torch.Tensor | None = None) -> torch.Tensor:
    """The reference: h_t = a_t ⊙ h_{t−1} + b_t, one step at a time. a, b: (n, d) -> h: (n, d)."""
    h = torch.zeros_like(b[0]) if h0 is None else h0
    out = []
    for t in range(a.shape[0]):
        h = a[t] * h + b[t]
        out.append(h)
    return torch.stack(out)


def scan_parallel(a: torch.Tensor, b: torch.Tensor, h0: torch.Tensor | None = None) -> tuple[torch.Tensor, int]:
    """All prefixes by doubling: after round r, position t holds the fusion of steps max(0, t−2^r+1)..t.

    Returns (h (n, d), number of rounds). Each round is one vectorised update of every position.
    """
    A, B = a.clone(), b.clone()
    if h0 is not None:
        B[0] = B[0] + A[0] * h0                       # fold the initial state into the first step
    n, offset, rounds = a.shape[0], 1, 0
    while offset < n:
        # (A, B)[t] <- (A, B)[t] ∘ (A, B)[t − offset]  for t ≥ offset, all at once
        A_new, B_new = A.clone(), B.clone()
        B_new[offset:] = A[offset:] * B[:-offset] + B[offset:]                    # (n − offset, d)
        A_new[offset:] = A[offset:] * A[:-offset]
        A, B = A_new, B_new
        offset *= 2
        rounds += 1
    return B, rounds


def rounds_needed(n: int) -> int:
    """⌈log₂ n⌉ rounds of the doubling scan (0 for a single step)."""
    return math.ceil(math.log2(n)) if n > 1 else 0


def timings(ns: list[int], d: int = 64, seed: int = 0, repeat: int = 2) -> dict[str, list[float]]:
    """Best-of-``repeat`` wall time (ms) of the loop and of the scan, for each length n."""
    gen = torch.Generator().manual_seed(seed)
    loop_ms, scan_ms = [], []
    for n in ns:
        a = torch.rand(n, d, generator=gen)
        b = torch.randn(n, d, generator=gen)
        for fn, out in ((scan_loop, loop_ms), (scan_parallel, scan_ms)):
            best = math.inf
            for _ in range(repeat):
                start = time.perf_counter()
                fn(a, b)
                best = min(best, time.perf_counter() - start)
            out.append(1000 * best)
    return {"loop_ms": loop_ms, "scan_ms": scan_ms}


def cost_recurrence(n: int, d: int) -> int:
    """Multiply-adds of a recurrence with a full d×d state matrix over n steps: n·d² (in n sequential steps)."""
    return n * d * d


def cost_attention(n: int, d: int) -> int:
    """Multiply-adds of the n×n attention scores and their weighted sum: ~n²·d (in one parallel step)."""
    return n * n * d
