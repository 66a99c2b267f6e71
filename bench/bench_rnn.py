"""Timing of one gradient curve on the RNN-gradients page: the batched autograd pass vs two references.

* explicit: the per-step Jacobians diag(1 − h²)W_hh multiplied out by hand (needs the formula; one matmul per k);
* per-k autograd: torch.autograd.functional.jacobian of h_T w.r.t. h_{T−k}, once per k (what you would write
  without the batching trick).
Each includes the spectral norms of all T + 1 matrices. Run: ``python -m bench.bench_rnn``.
"""
from __future__ import annotations

import time

import torch

from bench.common import best_time, report
from lm_core.rnn import gated_cells as gc
from lm_core.rnn import rnn_jacobians as rj
from lm_core.rnn import scan as sc

torch.set_num_threads(1)


def per_k_autograd(rnn: rj.ElmanRNN) -> torch.Tensor:
    T = rnn.x.shape[0]
    out = [torch.eye(rnn.h.shape[1], dtype=rnn.h.dtype)]
    for k in range(1, T + 1):
        def from_state(h, k=k):
            for t in range(T - k + 1, T + 1):
                h = rnn.step(h, t)
            return h
        out.append(torch.autograd.functional.jacobian(from_state, rnn.h[T - k]))
    return rj.spectral_norms(torch.stack(out))


def best_cpu_time(fn, repeat: int = 5) -> float:
    """Best CPU time of this process per call (s): on a shared machine it leaves out time spent waiting for a core."""
    times = []
    for _ in range(repeat):
        start = time.process_time()
        fn()
        times.append(time.process_time() - start)
    return min(times)


def main() -> None:
    rows: dict[str, object] = {}
    default = rj.build(rj.RNNConfig())
    rows["default curve (d=64,T=100) batched autograd, CPU ms"] = 1000 * best_cpu_time(
        lambda: rj.jacobian_norms(default))
    rows["default curve (d=64,T=100) explicit product, CPU ms"] = 1000 * best_cpu_time(
        lambda: rj.spectral_norms(rj.explicit_products(default)))
    rows["default curve (d=64,T=100) whole page curve, CPU ms"] = 1000 * best_cpu_time(
        lambda: rj.gradient_curve(rj.RNNConfig()))
    for hidden, length in ((64, 100), (64, 300), (128, 300)):
        rnn = rj.build(rj.RNNConfig(hidden=hidden, length=length))
        batched = best_time(lambda: rj.jacobian_norms(rnn), repeat=5)
        explicit = best_time(lambda: rj.spectral_norms(rj.explicit_products(rnn)), repeat=5)
        tag = f"d={hidden},T={length}"
        rows[f"{tag} batched autograd ms"] = 1000 * batched
        rows[f"{tag} explicit product ms"] = 1000 * explicit
        rows[f"{tag} batched / explicit"] = batched / explicit
        rows[f"{tag} full page curve (norms, factors, bound) ms"] = 1000 * best_time(
            lambda: rj.gradient_curve(rj.RNNConfig(hidden=hidden, length=length)), repeat=3)
    small = rj.build(rj.RNNConfig(hidden=64, length=30))              # the naive way is O(T²): keep T small
    batched = best_time(lambda: rj.jacobian_norms(small), repeat=3)
    naive = best_time(lambda: per_k_autograd(small), repeat=1)
    rows["d=64,T=30 batched autograd ms"] = 1000 * batched
    rows["d=64,T=30 per-k autograd ms"] = 1000 * naive
    rows["d=64,T=30 per-k autograd / batched"] = naive / batched
    x = rj.build(rj.RNNConfig()).x
    rows["gated curves (LSTM x2, GRU; d=64, T=100) ms"] = 1000 * best_time(
        lambda: gc.gated_curves(x, 64, 1.0, 0), repeat=2)
    t = sc.timings([4096], repeat=3)
    rows["scan n=4096 d=64: loop ms"] = t["loop_ms"][0]
    rows["scan n=4096 d=64: doubling scan ms"] = t["scan_ms"][0]
    rows["scan n=4096: loop / scan"] = t["loop_ms"][0] / t["scan_ms"][0]
    report("bench_rnn", rows)


if __name__ == "__main__":
    main()
