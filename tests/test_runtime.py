"""ui/runtime.py: the process-wide settings a class's server runs with, and the queue for heavy computations."""
import threading
import time

import numpy as np
import pytest
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


def _in_thread(fn):
    t = threading.Thread(target=fn, daemon=True)
    t.start()
    return t


def test_page_runs_go_one_at_a_time_and_heavy_work_keeps_its_place(gate):
    """``page_run``: one page run at a time, the next waits; a ``heavy`` computation keeps the place while it
    works (beside a busy page run its torch calls would crawl), and the place is given back at the end even when
    the run raises."""
    log = []
    first_in, first_go = threading.Event(), threading.Event()

    def first():
        with runtime.page_run():
            log.append("first in")
            first_in.set()
            first_go.wait(5)
            log.append("first out")

    def second():
        with runtime.page_run():
            log.append("second in")

    a = _in_thread(first)
    assert first_in.wait(5)
    b = _in_thread(second)
    time.sleep(0.3)
    assert log == ["first in"]                          # the second waits
    first_go.set()
    a.join(5), b.join(5)
    assert log == ["first in", "first out", "second in"]

    log.clear()
    inside, leave = threading.Event(), threading.Event()

    @runtime.heavy
    def long_work():
        inside.set()
        leave.wait(5)
        return "done"

    def training():
        with runtime.page_run():
            log.append(long_work())
            log.append(("place held after", runtime._in_gate.held))

    a = _in_thread(training)
    assert inside.wait(5)
    b = _in_thread(second)
    time.sleep(0.3)
    assert log == []                                    # the second waits while the heavy work goes on
    leave.set()
    a.join(5), b.join(5)
    assert log == ["done", ("place held after", True), "second in"]

    with pytest.raises(ValueError):
        with runtime.page_run():
            raise ValueError
    assert gate._inside == 0 and not gate._queue       # given back: free
