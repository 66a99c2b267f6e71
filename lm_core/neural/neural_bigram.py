"""The bigram model as a network: a V x V weight matrix trained by gradient descent rediscovers the counts.

The network is one matrix W. The previous character as a one-hot vector times W picks out one row of W,
so "one-hot times W" is just the lookup ``W[x]``: W is an embedding table whose rows happen to be as wide
as the vocabulary. softmax of that row is the predicted next-character distribution.

Training minimises the mean cross-entropy over all training bigrams. Because every occurrence of the
pair (i, j) contributes the same term -log softmax(W[i])[j], the full-batch loss can be written with the
count table N instead of the 228k individual pairs:

    mean_n -log softmax(W[x_n])[y_n]  =  -(N * log_softmax(W)).sum() / N.sum()

which is the same number (and the same gradient) at a fraction of the cost. :func:`per_bigram_loss` keeps
the literal per-pair form as the reference the tests compare against.

The optimum of this loss is softmax(W) = the row-normalised count table, so the gap between the two
shrinks to zero as training goes on: the network converges to the counts.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Callable

import torch
import torch.nn.functional as F

from lm_core import book


@dataclass(frozen=True)
class NeuralBigramConfig:
    """Settings of one training run; the defaults are the chapter's (lr 50, 3,000 steps, the book's seed)."""

    lr: float = float(book.NB_LR.value)
    steps: int = int(book.NB_STEPS.value)
    seed: int = book.SEED


@dataclass(frozen=True)
class TracePoint:
    """Step s (1-based): the training loss before its update, validation loss and gap after it."""

    step: int
    train: float     # full-batch training loss used for this step's gradient (nats)
    val: float       # validation loss after the update (nats)
    gap: float       # max over cells of |softmax(W) - unsmoothed count table| after the update


@dataclass(frozen=True)
class NeuralBigramResult:
    W: torch.Tensor                 # (V, V) trained weights; shared: do not mutate
    trace: tuple[TracePoint, ...]   # one point per step

    def probs(self) -> torch.Tensor:
        return self.W.softmax(1)    # (V, V)

    def at(self, step: int) -> TracePoint:
        return self.trace[step - 1]


def init_weights(vocab_size: int, seed: int = book.SEED) -> torch.Tensor:
    """W drawn as torch.randn((V, V)) from a generator seeded with ``seed`` (the book's init)."""
    g = torch.Generator().manual_seed(seed)
    return torch.randn((vocab_size, vocab_size), generator=g)     # (V, V)


def count_form_loss(W: torch.Tensor, N: torch.Tensor) -> torch.Tensor:
    """Mean cross-entropy over all the bigrams counted in N, computed from the counts."""
    return -(N * W.log_softmax(1)).sum() / N.sum()


def per_bigram_loss(W: torch.Tensor, xs: torch.Tensor, ys: torch.Tensor) -> torch.Tensor:
    """The literal form: look up a row of W for every pair, then cross-entropy against the next character."""
    return F.cross_entropy(W[xs], ys)                              # W[xs]: (n_pairs, V)


def pair_counts(xs: torch.Tensor, ys: torch.Tensor, vocab_size: int) -> torch.Tensor:
    """A count table of the pairs (xs[n], ys[n]) as float, shape (V, V)."""
    V = vocab_size
    return torch.bincount(xs * V + ys, minlength=V * V).view(V, V).float()


def count_probs(N: torch.Tensor) -> torch.Tensor:
    """Row-normalised counts (no smoothing); rows never seen stay zero."""
    N = N.float()
    totals = N.sum(1, keepdim=True)
    return torch.where(totals > 0, N / totals.clamp_min(1), torch.zeros_like(N))


def count_form_grad(W: torch.Tensor, N: torch.Tensor) -> tuple[torch.Tensor, torch.Tensor]:
    """(loss, dloss/dW) of :func:`count_form_loss`, the gradient written out: (row total * softmax - N) / total.

    Each row i pulls softmax(W[i]) towards N[i] / N[i].sum(), weighted by how often character i occurs.
    ``tests/test_neural_bigram.py`` checks it against autograd.
    """
    total = N.sum()
    logp = W.log_softmax(1)                                       # (V, V)
    loss = -(N * logp).sum() / total
    grad = (N.sum(1, keepdim=True) * logp.exp() - N) / total      # (V, V)
    return loss, grad


def train(N: torch.Tensor, N_val: torch.Tensor, config: NeuralBigramConfig = NeuralBigramConfig(),
          callback: Callable[[TracePoint], None] | None = None, every: int = 100) -> NeuralBigramResult:
    """Full-batch gradient descent on the count-form loss.

    ``N`` is the training count table, ``N_val`` the validation one (same shape). ``callback`` (if given)
    receives the trace point of step 1, of every ``every``-th step and of the last step, as soon as that step is
    done.

    The loop itself only updates W and its log-probabilities; each step's training loss (before its update),
    validation loss and gap (after it) are read off those log-probabilities and weights a block of steps at a
    time: the same numbers as one step at a time (``tests/test_neural_bigram.py`` checks them against that
    plain loop), at a little more than half its cost, since a step of a 27×27 model is mostly per-operation
    overhead.
    """
    N = N.float()
    N_val = N_val.float()
    target = count_probs(N)                                       # (V, V) what W should converge to
    total, total_val = N.sum(), N_val.sum()
    rows = N.sum(1, keepdim=True)                                 # (V, 1) occurrences of each previous char
    W = init_weights(N.shape[0], config.seed)                     # (V, V)
    wanted = set() if callback is None else {1, config.steps, *range(every, config.steps + 1, every)}
    ends = sorted({s for s in wanted if s <= config.steps} | set(range(BLOCK, config.steps, BLOCK))
                  | {config.steps})                               # a block ends at each step a callback needs
    trace: list[TracePoint] = []
    with torch.no_grad():
        logp = W.log_softmax(1)                                   # (V, V)
        done = 0
        for end in ends:
            n = end - done
            L = torch.empty((n + 1, *W.shape))                    # (n+1, V, V) log-probabilities, before and after
            Ws = torch.empty((n, *W.shape))                       # (n, V, V) the weights after each step
            L[0] = logp
            for i in range(n):
                W -= config.lr * ((rows * logp.exp() - N) / total)    # the gradient of count_form_grad
                logp = W.log_softmax(1)                           # (V, V) after the update
                L[i + 1], Ws[i] = logp, W
            loss = (-(N * L[:-1]).sum((1, 2)) / total).tolist()            # (n,) each step's loss before it
            val = (-(N_val * L[1:]).sum((1, 2)) / total_val).tolist()      # (n,) validation loss after it
            gap = (Ws.softmax(2) - target).abs().amax((1, 2)).tolist()     # (n,) largest gap after it
            for i in range(n):
                point = TracePoint(done + i + 1, loss[i], val[i], gap[i])
                trace.append(point)
                if point.step in wanted:
                    callback(point)
            done = end
    return NeuralBigramResult(W, tuple(trace))


BLOCK = 250           # steps per block of train's bookkeeping: (BLOCK, V, V) floats, 0.7 MB for V = 27


def train_per_bigram(xs: torch.Tensor, ys: torch.Tensor, vocab_size: int, steps: int,
                     config: NeuralBigramConfig = NeuralBigramConfig()) -> tuple[torch.Tensor, list[float]]:
    """The book's literal loop (one row lookup per pair). Slow: for tests and the benchmark only."""
    W = init_weights(vocab_size, config.seed).requires_grad_(True)
    losses = []
    for _ in range(steps):
        loss = per_bigram_loss(W, xs, ys)
        W.grad = None
        loss.backward()
        with torch.no_grad():
            W -= config.lr * W.grad
        losses.append(loss.item())
    return W.detach(), losses


@dataclass(frozen=True)
class GapReport:
    """How far softmax(W) is from the count table, cell by cell."""

    max_gap: float
    mean_gap: float
    worst_cell: tuple[int, int]     # (previous, next) ids of the largest gap
    worst_cell_count: int           # how often that pair occurs in training
    busy_rows: int                  # rows with more than ``busy`` occurrences
    busy_max_gap: float             # the largest gap among those rows


def compare(W: torch.Tensor, N: torch.Tensor, busy: int = 1000) -> GapReport:
    gap = (W.softmax(1) - count_probs(N)).abs()                   # (V, V)
    V = gap.shape[0]
    worst = int(gap.argmax())
    i, j = divmod(worst, V)
    rows = N.sum(1) > busy                                        # (V,) bool
    busy_gap = gap[rows].max().item() if rows.any() else float("nan")
    return GapReport(gap.max().item(), gap.mean().item(), (i, j), int(N[i, j]), int(rows.sum()), busy_gap)


def top_of_row(W: torch.Tensor, N: torch.Tensor, row: int, n: int = 5) -> list[tuple[int, float, float]]:
    """The ``n`` most frequent next characters after ``row``: (id, count-table prob, network prob)."""
    table = count_probs(N)[row]                                   # (V,)
    net = W.softmax(1)[row]                                       # (V,)
    order = torch.argsort(table, descending=True)[:n]
    return [(int(j), float(table[j]), float(net[j])) for j in order]
