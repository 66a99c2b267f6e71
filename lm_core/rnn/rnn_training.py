"""Two engineering fixes and what they do to the learning signal: gradient clipping and truncated BPTT.

* Clipping (``torch.nn.utils.clip_grad_norm_``) rescales the whole gradient g to τ g/‖g‖ when ‖g‖ > τ:
  same direction, capped length. It tames an exploding gradient; it cannot bring back a vanished one.
* Truncated BPTT detaches the state every T steps (``h = h.detach()``): the forward state still flows
  across the boundary, the gradient does not, so a dependency longer than T gets no learning signal.
"""
from __future__ import annotations

import math
from dataclasses import dataclass

import torch
from torch import nn

from .rnn_jacobians import draw_whh


class TinyRNN(nn.Module):
    """An Elman RNN with a linear readout; W_hh starts as an orthogonal matrix × s (float32 for training)."""

    def __init__(self, hidden: int, input_dim: int, s: float, nonlin: str, gen: torch.Generator):
        super().__init__()
        self.W_hh = nn.Parameter(draw_whh(hidden, "orthogonal", s, gen).float())
        self.W_xh = nn.Parameter(torch.randn(hidden, input_dim, generator=gen) / input_dim ** 0.5)
        self.w_out = nn.Parameter(torch.randn(hidden, generator=gen) / hidden ** 0.5)
        self.nonlin = nonlin

    def forward(self, x: torch.Tensor, detach_every: int | None = None) -> torch.Tensor:
        """x (B, T, dx) -> final states (B, d); the state is detached every ``detach_every`` steps."""
        h = torch.zeros(x.shape[0], self.W_hh.shape[0])
        for t in range(x.shape[1]):
            if detach_every and t > 0 and t % detach_every == 0:
                h = h.detach()
            pre = h @ self.W_hh.T + x[:, t] @ self.W_xh.T                         # (B, d)
            h = torch.tanh(pre) if self.nonlin == "tanh" else pre
        return h


# ---------------------------------------------------------------- clipping
@dataclass(frozen=True)
class ClipDemo:
    norm_before: float
    norm_after: float
    cosine: float                   # between the gradient before and after (1 = same direction)
    before: list[float]             # the first few components, before and after
    after: list[float]


def clip_demo(tau: float, s: float = 1.1, length: int = 30, seed: int = 0) -> ClipDemo:
    """One gradient of the recall task below, before and after ``clip_grad_norm_(…, tau)``."""
    gen = torch.Generator().manual_seed(seed)
    model = TinyRNN(16, 1, s, "none", gen)
    x, y = recall_batch(32, length, gen)
    loss = ((model(x) @ model.w_out - y) ** 2).mean()
    loss.backward()
    g0 = torch.cat([p.grad.flatten() for p in model.parameters()]).clone()
    returned = nn.utils.clip_grad_norm_(model.parameters(), tau)
    g1 = torch.cat([p.grad.flatten() for p in model.parameters()])
    assert math.isclose(float(returned), float(g0.norm()), rel_tol=1e-5)
    return ClipDemo(float(g0.norm()), float(g1.norm()), float(g0 @ g1 / (g0.norm() * g1.norm())),
                    g0[:6].tolist(), g1[:6].tolist())


def recall_batch(batch: int, length: int, gen: torch.Generator) -> tuple[torch.Tensor, torch.Tensor]:
    """Random 1-d inputs; the target at the end is the first input (a dependency of ``length`` steps)."""
    x = torch.randn(batch, length, 1, generator=gen)
    return x, x[:, 0, 0]


def train_recall(clip: float | None, s: float = 1.1, length: int = 30, steps: int = 60, lr: float = 0.05,
                 seed: int = 0) -> dict[str, list[float]]:
    """SGD on the recall task with a linear RNN whose W_hh = orthogonal × s explodes (s^length).

    Returns the loss and the raw gradient norm per step (``nan`` once the run has diverged).
    """
    gen = torch.Generator().manual_seed(seed)
    model = TinyRNN(16, 1, s, "none", gen)
    params = list(model.parameters())
    losses, norms = [], []
    for _ in range(steps):
        x, y = recall_batch(32, length, gen)
        loss = ((model(x) @ model.w_out - y) ** 2).mean()
        if not torch.isfinite(loss) or loss.item() > 1e30:                    # diverged: stop here
            pad = [math.nan] * (steps - len(losses))
            return {"loss": losses + pad, "grad_norm": norms + pad}
        grads = torch.autograd.grad(loss, params)
        for p, g in zip(params, grads):
            p.grad = g
        total = nn.utils.clip_grad_norm_(params, clip if clip is not None else math.inf)
        losses.append(loss.item()), norms.append(float(total))
        with torch.no_grad():                         # plain SGD (torch.optim costs seconds to import)
            for p in params:
                p -= lr * p.grad
    return {"loss": losses, "grad_norm": norms}


# ---------------------------------------------------------------- truncated BPTT
def truncated_input_gradients(length: int, T: int | None, hidden: int = 32, input_dim: int = 6,
                              s: float = 1.0, seed: int = 0) -> torch.Tensor:
    """|∂L/∂x_t| for every input (dx, length), L = a loss on the last state, state detached every T steps.

    ``T=None`` is full backpropagation through time.
    """
    gen = torch.Generator().manual_seed(seed)
    model = TinyRNN(hidden, input_dim, s, "tanh", gen)
    x = torch.randn(1, length, input_dim, generator=gen, requires_grad=True)     # (1, L, dx)
    h = model(x, detach_every=T)
    loss = h @ model.w_out
    (g,) = torch.autograd.grad(loss.sum(), x)
    return g[0].abs().T                                                           # (dx, L)


def last_boundary(length: int, T: int) -> int:
    """Index of the first step of the last truncation chunk: gradients stop before it."""
    return ((length - 1) // T) * T


# ---------------------------------------------------------------- the dependency experiment
class Adam:
    """Adam written out (same update as torch.optim.Adam, whose first construction costs seconds of imports)."""

    def __init__(self, params: list[torch.Tensor], lr: float, betas=(0.9, 0.999), eps: float = 1e-8):
        self.params, self.lr, self.betas, self.eps, self.t = params, lr, betas, eps, 0
        self.m = [torch.zeros_like(p) for p in params]
        self.v = [torch.zeros_like(p) for p in params]

    @torch.no_grad()
    def step(self, grads) -> None:
        b1, b2 = self.betas
        self.t += 1
        for p, g, m, v in zip(self.params, grads, self.m, self.v):
            m.mul_(b1).add_(g, alpha=1 - b1)
            v.mul_(b2).addcmul_(g, g, value=1 - b2)
            p -= self.lr * (m / (1 - b1 ** self.t)) / ((v / (1 - b2 ** self.t)).sqrt() + self.eps)


@dataclass(frozen=True)
class DelayResult:
    delay: int
    T: int
    accuracy: float                 # on fresh streams, after training
    losses: list[float]


def delayed_copy(delay: int, T: int, steps: int = 150, hidden: int = 24, batch: int = 32,
                 seed: int = 0) -> DelayResult:
    """A GRU reads an endless stream of random bits and must output the bit it saw ``delay`` steps ago.

    Trained with truncated BPTT on chunks of T steps (state carried, detached at each boundary, a loss at
    every step). If delay < T the bit and its target share a chunk and the gradient connects them; if
    delay > T they never do, and accuracy stays at chance (0.5).
    """
    gen = torch.Generator().manual_seed(seed)
    torch_state = torch.random.get_rng_state()
    torch.manual_seed(seed)                           # nn.GRU/nn.Linear initialise from the global RNG
    gru, out = nn.GRU(1, hidden, batch_first=True), nn.Linear(hidden, 1)
    torch.random.set_rng_state(torch_state)
    params = list(gru.parameters()) + list(out.parameters())
    opt = Adam(params, lr=0.01)
    bits = (torch.rand(batch, delay, generator=gen) < 0.5).float()            # history before the first chunk
    h = None
    losses = []
    for _ in range(steps):
        new = (torch.rand(batch, T, generator=gen) < 0.5).float()
        stream = torch.cat([bits, new], 1)                                     # (B, delay + T)
        target = stream[:, :T]                                                 # the bit `delay` steps back
        y, h = gru((2 * new - 1)[..., None], h)
        h = h.detach()                                                         # the truncation
        loss = nn.functional.binary_cross_entropy_with_logits(out(y)[..., 0], target)
        opt.step(torch.autograd.grad(loss, params))
        losses.append(loss.item())
        bits = stream[:, -delay:]
    with torch.no_grad():                             # fresh streams, read past the first `delay` steps
        test = (torch.rand(256, delay + 4 * T, generator=gen) < 0.5).float()
        y, _ = gru((2 * test - 1)[..., None])
        pred = out(y[:, delay:])[..., 0] > 0
        acc = (pred.float() == test[:, :-delay]).float().mean().item()
    return DelayResult(delay, T, acc, losses)
