"""ui/runtime.py: the process-wide settings a class's server runs with, and the queue for heavy computations."""
import threading
import time

import numpy as np
import torch
from threadpoolctl import threadpool_info

from ui import runtime


def test_configure_keeps_torch_and_numpy_to_one_thread():
    runtime.configure()
    runtime.configure()                                   # a second call changes nothing
    assert torch.get_num_threads() == 1
    blas = [pool for pool in threadpool_info() if pool["user_api"] == "blas"]
    assert blas, "numpy ships a BLAS that threadpoolctl can see"
    assert all(pool["num_threads"] == 1 for pool in blas), blas
    a = np.arange(64 * 64, dtype=np.float64).reshape(64, 64) / 4096
    assert np.allclose(a @ a, np.einsum("ij,jk->ik", a, a))   # products still right with one thread


def test_heavy_lets_only_two_run_at_once_and_nests_without_a_second_permit():
    running, peak, lock = [0], [0], threading.Lock()

    @runtime.heavy
    def inner():
        return "inner"

    @runtime.heavy
    def work(i):
        with lock:
            running[0] += 1
            peak[0] = max(peak[0], running[0])
        time.sleep(0.05)
        nested = inner()                                  # a heavy call inside a heavy one does not wait
        with lock:
            running[0] -= 1
        return i, nested

    out = []
    threads = [threading.Thread(target=lambda i=i: out.append(work(i))) for i in range(6)]
    for th in threads:
        th.start()
    for th in threads:
        th.join(10)
    assert sorted(out) == [(i, "inner") for i in range(6)]
    assert peak[0] == runtime.HEAVY_AT_ONCE
