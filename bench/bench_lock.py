"""Why heavy work keeps a page run's turn (``ui/runtime.py``): torch's small operations beside a thread busy in Python.

torch gives the interpreter lock away at every operation and asks for it back when the operation ends. A thread
running plain Python (a page run building its figures) keeps the lock until the interpreter makes it let go,
every ``sys.getswitchinterval()`` seconds (5 ms). So each small operation of the other thread can wait that long:
a 3,000-step training of the 27 x 27 neural bigram is some 27,000 operations.

Times (s) of the training and of the permutation test's shuffles, alone and beside one busy thread, and the
ratio. Run: ``python -m bench.bench_lock``.
"""
from __future__ import annotations

import threading
import time

import torch

from bench.common import report
from lm_core import book
from lm_core.neural.char_embeddings import shuffles
from lm_core.neural.neural_bigram import NeuralBigramConfig, pair_counts, train
from ui.data import bigram_data, default_word_list

torch.set_num_threads(1)


def _one_call_each(n: int, draws: int, seed: int) -> torch.Tensor:
    """The permutation test's shuffles as they were drawn before: one ``torch.randperm`` call per draw."""
    g = torch.Generator().manual_seed(seed)
    return torch.stack([torch.randperm(n, generator=g) for _ in range(draws)])


def _busy(stop: threading.Event) -> None:
    while not stop.is_set():
        sum(range(200))


def main() -> None:
    wl = default_word_list()
    data = bigram_data(wl.digest, wl.words)
    n_val = pair_counts(*data.pairs["val"], len(data.vocab))
    draws = int(book.EMB_PERM_DRAWS.value)
    work = {
        "neural bigram, 3,000 steps": lambda: train(data.N, n_val, NeuralBigramConfig(seed=7)),
        f"{draws:,} shuffles, one torch call each": lambda: _one_call_each(26, draws, 7),
        f"{draws:,} shuffles at once (shuffles)": lambda: shuffles(26, draws, 7),
    }
    rows = []
    for name, fn in work.items():
        fn()                                                  # warm
        t0 = time.perf_counter()
        fn()
        alone = time.perf_counter() - t0
        stop = threading.Event()
        busy = threading.Thread(target=_busy, args=(stop,), daemon=True)
        busy.start()
        t0 = time.perf_counter()
        fn()
        beside = time.perf_counter() - t0
        stop.set()
        busy.join()
        rows.append((name, alone, beside))
    out = {}
    for name, a, b in rows:
        out[f"{name}: alone (s)"] = a
        out[f"{name}: beside a busy thread (s)"] = b
        out[f"{name}: ratio"] = b / a
    report("lock", out)

if __name__ == "__main__":
    main()
