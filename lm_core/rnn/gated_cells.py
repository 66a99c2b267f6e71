"""Gated cells, written out: the LSTM (with and without a forget gate) and the two GRUs (Cho's and PyTorch's).

Weights are stored the way PyTorch stores them (gates stacked in one matrix: LSTM i, f, g, o; GRU r, z, n),
so they can be loaded into ``nn.LSTM`` / ``nn.GRU`` and compared. Used by the RNN-gradients page to measure
‖∂c_T/∂c_{T−k}‖ along the LSTM's cell path (per-step factor diag(f_t)), the GRU's ‖∂h_T/∂h_{T−k}‖ on the
same inputs, the 1997 LSTM's runaway cell state, and the Cho-vs-PyTorch GRU difference.
"""
from __future__ import annotations

from dataclasses import dataclass

import torch

from .rnn_jacobians import all_k_jacobians, spectral_norms


@dataclass(frozen=True)
class CellWeights:
    """PyTorch layout: W_ih (G·d, dx), W_hh (G·d, d), b_ih, b_hh (G·d,), G = 4 (LSTM) or 3 (GRU)."""
    W_ih: torch.Tensor
    W_hh: torch.Tensor
    b_ih: torch.Tensor
    b_hh: torch.Tensor

    @property
    def hidden(self) -> int:
        return self.W_hh.shape[1]


def init_weights(gates: int, input_dim: int, hidden: int, gen: torch.Generator,
                 dtype=torch.float64) -> CellWeights:
    """PyTorch's default initialisation (every entry uniform in ±1/√d), drawn from ``gen``."""
    k = hidden ** -0.5

    def u(*shape):
        return (torch.rand(*shape, generator=gen, dtype=dtype) * 2 - 1) * k
    return CellWeights(u(gates * hidden, input_dim), u(gates * hidden, hidden), u(gates * hidden), u(gates * hidden))


def with_forget_bias(w: CellWeights, forget_bias: float) -> CellWeights:
    """The LSTM with its forget-gate bias (b_ih + b_hh on the f rows) set to ``forget_bias``.

    PyTorch's nn.LSTM leaves it at its uniform ±1/√d draw, so the gate starts near σ(0) = 0.5.
    """
    d = w.hidden
    b_ih, b_hh = w.b_ih.clone(), w.b_hh.clone()
    b_ih[d:2 * d] = forget_bias
    b_hh[d:2 * d] = 0.0
    return CellWeights(w.W_ih, w.W_hh, b_ih, b_hh)


# ---------------------------------------------------------------- LSTM
def lstm_step(w: CellWeights, x: torch.Tensor | None, h: torch.Tensor, c: torch.Tensor, *, forget_gate: bool = True,
              cell_path_only: bool = False, xp: torch.Tensor | None = None
              ) -> tuple[torch.Tensor, torch.Tensor, torch.Tensor]:
    """One LSTM step -> (h, c, f). ``forget_gate=False`` is the 1997 cell: c_t = c_{t−1} + i ⊙ g.

    ``cell_path_only`` detaches h_{t−1} where it feeds the gates, so the only way back from c_t to c_{t−1}
    is the cell path itself: ∂c_t/∂c_{t−1} = diag(f_t) exactly. ``xp`` = x W_ihᵀ + b_ih, if precomputed.
    """
    d = w.hidden
    h_in = h.detach() if cell_path_only else h
    xp = x @ w.W_ih.T + w.b_ih if xp is None else xp
    gates = xp + h_in @ w.W_hh.T + w.b_hh                                         # (..., 4d)
    i, f, g, o = (gates[..., j * d:(j + 1) * d] for j in range(4))
    i, f, g, o = torch.sigmoid(i), torch.sigmoid(f), torch.tanh(g), torch.sigmoid(o)
    c = (f * c if forget_gate else c) + i * g                                     # (..., d)
    return o * torch.tanh(c), c, f


def lstm_run(w: CellWeights, x: torch.Tensor, *, forget_gate: bool = True):
    """Run over x (T, dx) from zero state -> h (T, d), c (T, d), f (T, d)."""
    d = w.hidden
    h = c = torch.zeros(d, dtype=x.dtype)
    hs, cs, fs = [], [], []
    xp = x @ w.W_ih.T + w.b_ih                                                    # (T, 4d)
    with torch.no_grad():
        for t in range(x.shape[0]):
            h, c, f = lstm_step(w, None, h, c, forget_gate=forget_gate, xp=xp[t])
            hs.append(h), cs.append(c), fs.append(f)
    return torch.stack(hs), torch.stack(cs), torch.stack(fs)


def lstm_cell_jacobian_norms(w: CellWeights, x: torch.Tensor, *, cell_path_only: bool) -> torch.Tensor:
    """‖∂c_T/∂c_{T−k}‖₂ for k = 0..T (batched autograd on the stacked state [h; c], c→c block)."""
    d = w.hidden
    xp = x @ w.W_ih.T + w.b_ih                                                    # (T, 4d)

    def step(state, t):
        h, c, _ = lstm_step(w, None, state[..., :d], state[..., d:], cell_path_only=cell_path_only, xp=xp[t - 1])
        return torch.cat([h, c], -1)                                              # (B, 2d)
    J = all_k_jacobians(step, torch.zeros(2 * d, dtype=x.dtype), x.shape[0])      # (T+1, 2d, 2d)
    return spectral_norms(J[:, d:, d:].flip(0))


def forget_path_norms(f: torch.Tensor) -> torch.Tensor:
    """The reference for the cell path: ‖diag(f_T ⊙ ⋯ ⊙ f_{T−k+1})‖₂ = max over units of the product."""
    prods = torch.cumprod(f.flip(0), 0).max(1).values                             # (T,)
    return torch.cat([torch.ones(1, dtype=f.dtype), prods])


def endless_stream(w: CellWeights, x: torch.Tensor, *, forget_gate: bool) -> dict[str, list[float]]:
    """Run a long stream without ever resetting the state; track how big c gets and how saturated tanh(c) is.

    ``spread``: the standard deviation of tanh(c_t) over the last 50 steps, averaged over units. When every
    unit's tanh(c) is stuck at ±1 the readout no longer changes with what is written: spread → 0.
    """
    _, c, _ = lstm_run(w, x, forget_gate=forget_gate)
    tc = torch.tanh(c)
    window = tc.unfold(0, 50, 1) if tc.shape[0] >= 50 else tc.T[None]             # (T−49, d, 50)
    spread = window.std(-1).mean(-1)
    return {"c_norm": c.abs().max(1).values.tolist(), "c_mean_abs": c.abs().mean(1).tolist(),
            "saturated": (tc.abs() > 0.99).double().mean(1).tolist(), "spread": spread.tolist()}


# ---------------------------------------------------------------- GRU
def gru_step(w: CellWeights, x: torch.Tensor, h: torch.Tensor, *, variant: str = "pytorch") -> torch.Tensor:
    """One GRU step. ``"pytorch"``: n = tanh(W_in x + b_in + r ⊙ (W_hn h + b_hn)) (reset after the matrix,
    second bias inside); ``"cho"``: n = tanh(W_in x + b_in + W_hn (r ⊙ h) + b_hn) (reset before the matrix).
    Both then mix h_t = z ⊙ h_{t−1} + (1 − z) ⊙ n."""
    d = w.hidden
    gi = x @ w.W_ih.T + w.b_ih                                                   # (..., 3d)
    gh = h @ w.W_hh.T + w.b_hh                                                   # (..., 3d)
    r = torch.sigmoid(gi[..., :d] + gh[..., :d])
    z = torch.sigmoid(gi[..., d:2 * d] + gh[..., d:2 * d])
    if variant == "pytorch":
        n = torch.tanh(gi[..., 2 * d:] + r * gh[..., 2 * d:])
    elif variant == "cho":
        n = torch.tanh(gi[..., 2 * d:] + (r * h) @ w.W_hh[2 * d:].T + w.b_hh[2 * d:])
    else:
        raise ValueError(variant)
    return z * h + (1 - z) * n


def gru_run(w: CellWeights, x: torch.Tensor, variant: str = "pytorch", h0: torch.Tensor | None = None) -> torch.Tensor:
    """x (T, dx) or (T, B, dx) -> states (T, d) or (T, B, d)."""
    h = torch.zeros(*x.shape[1:-1], w.hidden, dtype=x.dtype) if h0 is None else h0
    hs = []
    for t in range(x.shape[0]):
        h = gru_step(w, x[t], h, variant=variant)
        hs.append(h)
    return torch.stack(hs)


def gru_jacobian_norms(w: CellWeights, x: torch.Tensor) -> torch.Tensor:
    """‖∂h_T/∂h_{T−k}‖₂ of the (PyTorch) GRU for k = 0..T."""
    J = all_k_jacobians(lambda h, t: gru_step(w, x[t - 1], h), torch.zeros(w.hidden, dtype=x.dtype), x.shape[0])
    return spectral_norms(J.flip(0))


def load_into(module: torch.nn.Module, w: CellWeights) -> torch.nn.Module:
    """Copy ``w`` into a one-layer nn.LSTM / nn.GRU (same layout)."""
    with torch.no_grad():
        for name in ("W_ih", "W_hh", "b_ih", "b_hh"):
            target = {"W_ih": "weight_ih_l0", "W_hh": "weight_hh_l0", "b_ih": "bias_ih_l0", "b_hh": "bias_hh_l0"}[name]
            getattr(module, target).copy_(getattr(w, name))
    return module


# ---------------------------------------------------------------- parameter counts
BLOCKS = {"RNN": 1, "GRU": 3, "LSTM": 4}


def param_count(cell: str, input_dim: int, hidden: int) -> int:
    """blocks × (d(d + d_x) + 2d): one weight block per gate or candidate, two bias vectors each (PyTorch)."""
    return BLOCKS[cell] * (hidden * (hidden + input_dim) + 2 * hidden)


def torch_param_count(cell: str, input_dim: int, hidden: int) -> int:
    """The same number counted on the real PyTorch module."""
    module = {"RNN": torch.nn.RNN, "GRU": torch.nn.GRU, "LSTM": torch.nn.LSTM}[cell](input_dim, hidden)
    return sum(p.numel() for p in module.parameters())


@dataclass(frozen=True)
class GatedCurves:
    """LSTM and GRU on the inputs of one Elman configuration (same x, same hidden size)."""
    lstm_cell_path: list[float]     # ‖∂c_T/∂c_{T−k}‖ through the cell path only (= ∏ diag(f))
    lstm_full: list[float]          # ‖∂c_T/∂c_{T−k}‖ with every path (the gates see h too)
    gru: list[float]                # ‖∂h_T/∂h_{T−k}‖ of the GRU
    mean_forget: float              # average forget-gate value over steps and units


def gated_curves(x: torch.Tensor, hidden: int, forget_bias: float, seed: int) -> GatedCurves:
    gen = torch.Generator().manual_seed(seed)
    lstm = with_forget_bias(init_weights(4, x.shape[1], hidden, gen), forget_bias)
    gru = init_weights(3, x.shape[1], hidden, gen)
    _, _, f = lstm_run(lstm, x)
    return GatedCurves(lstm_cell_jacobian_norms(lstm, x, cell_path_only=True).tolist(),
                       lstm_cell_jacobian_norms(lstm, x, cell_path_only=False).tolist(),
                       gru_jacobian_norms(gru, x).tolist(), float(f.mean()))
