"""Two ways to train the MLP of :mod:`lm_core.mlp`: common slow settings and a fast one for the classroom.

* :class:`BookRecipe` (the name is historical: the chapter prints no training settings) uses settings common
  for this model, those of Karpathy's "makemore" lectures (part 2, the MLP): plain SGD on mini-batches of 32,
  200,000 steps, learning rate 0.1, then 0.01 from step 100,000. About a minute per context length on one
  core; the script ``scripts/train_mlp.py`` runs it and ships the weights.
* :class:`FastRecipe` gets within a few percent in seconds: Adam, batches of 1,024, 800 steps, learning rate
  0.03 cosine-decayed to 5e-4. That is what the page's "train it now" button runs.

Both take every random draw (initialisation, then the mini-batch indices) from one seeded generator (the
book's seed by default), and report progress through an optional ``callback(step, total, batch_loss)``.
"""
from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Callable

import torch

from .mlp import MLPConfig, MLPParams, PARAM_NAMES, init_params, loss
from lm_core import book

Callback = Callable[[int, int, float], None]


@dataclass(frozen=True)
class BookRecipe:
    """Common settings for this MLP (makemore part 2), not printed by the chapter; they made the shipped weights."""

    steps: int = 200_000
    batch: int = 32
    lr: float = 0.1
    lr_late: float = 0.01
    switch_at: int = 100_000      # first step (0-based) that uses lr_late
    seed: int = book.SEED

    def lr_at(self, step: int) -> float:
        return self.lr if step < self.switch_at else self.lr_late


@dataclass(frozen=True)
class FastRecipe:
    steps: int = 800
    batch: int = 1024
    lr: float = 0.03
    lr_min: float = 5e-4
    seed: int = book.SEED

    def lr_at(self, step: int) -> float:
        """Cosine decay from ``lr`` at step 0 to ``lr_min`` at the last step."""
        frac = step / max(1, self.steps - 1)
        return self.lr_min + 0.5 * (self.lr - self.lr_min) * (1 + math.cos(math.pi * frac))


def _leaves(p: MLPParams) -> list[torch.Tensor]:
    return [getattr(p, n).detach().clone().requires_grad_(True) for n in PARAM_NAMES]


def sgd_step(p: MLPParams, Xb: torch.Tensor, Yb: torch.Tensor, lr: float) -> float:
    """One SGD step with the gradients written out by hand (no autograd), updating ``p`` in place.

    On batches of 32 the cost is almost all bookkeeping, so spelling out the backward pass makes the
    slow recipe several times faster. ``tests/test_neural_mlp.py`` checks these gradients against autograd.
    Returns the batch loss before the update.
    """
    B, k = Xb.shape
    emb = p.C[Xb].view(B, -1)                                    # (B, k*d)
    h = torch.tanh(torch.addmm(p.b1, emb, p.W1))                 # (B, H)
    z = torch.addmm(p.b2, h, p.W2)                               # (B, V)
    logp = torch.log_softmax(z, dim=1)                           # (B, V)
    rows = torch.arange(B)
    batch_loss = -logp[rows, Yb].mean()
    dz = logp.exp_()                                             # (B, V) softmax
    dz[rows, Yb] -= 1.0
    dz /= B                                                      # dL/dz
    dW2 = h.t() @ dz                                             # (H, V)
    db2 = dz.sum(0)                                              # (V,)
    dh = dz @ p.W2.t()                                           # (B, H)
    dpre = dh.mul_(1.0 - h * h)                                  # (B, H)  tanh' = 1 - tanh^2
    dW1 = emb.t() @ dpre                                         # (k*d, H)
    db1 = dpre.sum(0)                                            # (H,)
    demb = (dpre @ p.W1.t()).view(B * k, -1)                     # (B*k, d)
    p.C.index_add_(0, Xb.reshape(-1), demb, alpha=-lr)           # rows used twice get both updates
    p.W1.add_(dW1, alpha=-lr)
    p.b1.add_(db1, alpha=-lr)
    p.W2.add_(dW2, alpha=-lr)
    p.b2.add_(db2, alpha=-lr)
    return float(batch_loss)


def train_book(config: MLPConfig, vocab_size: int, X: torch.Tensor, Y: torch.Tensor,
               recipe: BookRecipe = BookRecipe(), callback: Callback | None = None,
               every: int = 1000) -> tuple[MLPParams, list[float]]:
    """Plain mini-batch SGD with :class:`BookRecipe`'s common settings.

    Returns the trained params and the loss every ``every`` steps.
    """
    g = torch.Generator().manual_seed(recipe.seed)
    p = init_params(config, vocab_size, g)
    trace: list[float] = []
    n = X.shape[0]
    with torch.no_grad():
        for step in range(recipe.steps):
            ix = torch.randint(0, n, (recipe.batch,), generator=g)              # (B,)
            value = sgd_step(p, X[ix], Y[ix], recipe.lr_at(step))
            if step % every == 0 or step == recipe.steps - 1:
                trace.append(value)
                if callback is not None:
                    callback(step + 1, recipe.steps, value)
    return p, trace


class Adam:
    """Adam (Kingma & Ba 2015), written out: per-weight running means of the gradient and of its square.

    The same update as ``torch.optim.Adam`` with default betas and eps (checked in the tests); spelled out
    here because constructing torch's optimiser imports torch._dynamo, which costs seconds on first use.
    """

    def __init__(self, params: list[torch.Tensor], betas=(0.9, 0.999), eps: float = 1e-8):
        self.params = params
        self.b1, self.b2 = betas
        self.eps = eps
        self.m = [torch.zeros_like(p) for p in params]
        self.v = [torch.zeros_like(p) for p in params]
        self.t = 0

    @torch.no_grad()
    def step(self, lr: float) -> None:
        self.t += 1
        c1 = 1 - self.b1 ** self.t                    # bias corrections for the zero start
        c2 = 1 - self.b2 ** self.t
        for p, m, v in zip(self.params, self.m, self.v):
            m.mul_(self.b1).add_(p.grad, alpha=1 - self.b1)
            v.mul_(self.b2).addcmul_(p.grad, p.grad, value=1 - self.b2)
            denom = (v / c2).sqrt_().add_(self.eps)
            p.addcdiv_(m, denom, value=-lr / c1)


def train_fast(config: MLPConfig, vocab_size: int, X: torch.Tensor, Y: torch.Tensor,
               recipe: FastRecipe = FastRecipe(), callback: Callback | None = None,
               every: int = 20) -> tuple[MLPParams, list[float]]:
    """Adam with large batches and a cosine learning rate: the live, few-seconds version."""
    g = torch.Generator().manual_seed(recipe.seed)
    leaves = _leaves(init_params(config, vocab_size, g))
    p = MLPParams(*leaves)
    opt = Adam(leaves)
    trace: list[float] = []
    n = X.shape[0]
    batch = min(recipe.batch, n)
    for step in range(recipe.steps):
        ix = torch.randint(0, n, (batch,), generator=g)                          # (B,)
        batch_loss = loss(p, X[ix], Y[ix])
        for t in leaves:
            t.grad = None
        batch_loss.backward()
        opt.step(recipe.lr_at(step))
        if step % every == 0 or step == recipe.steps - 1:
            value = batch_loss.item()
            trace.append(value)
            if callback is not None:
                callback(step + 1, recipe.steps, value)
    return p.detached(), trace
