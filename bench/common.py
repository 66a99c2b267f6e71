"""Tiny timing helpers for the benchmarks in ``bench/``.

Benchmarks report *ratios* measured in the same process (ours vs a reference), never absolute
thresholds: a shared 2-core machine makes absolute seconds meaningless, ratios much less so.
Run one with ``python -m bench.bench_count_table``; results are printed and saved as JSON in
``bench/results/``.
"""
from __future__ import annotations

import json
import statistics
import sys
import time
from pathlib import Path
from typing import Callable

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))


def best_time(fn: Callable[[], object], repeat: int = 5, number: int = 1) -> float:
    """Best (lowest) wall time of ``number`` calls, over ``repeat`` tries, per call, in seconds."""
    times = []
    for _ in range(repeat):
        start = time.perf_counter()
        for _ in range(number):
            fn()
        times.append((time.perf_counter() - start) / number)
    return min(times)


def median_time(fn: Callable[[], object], repeat: int = 7) -> float:
    times = []
    for _ in range(repeat):
        start = time.perf_counter()
        fn()
        times.append(time.perf_counter() - start)
    return statistics.median(times)


def report(name: str, rows: dict[str, object]) -> None:
    """Print ``rows`` as aligned lines and save them to bench/results/<name>.json."""
    width = max(len(k) for k in rows)
    print(f"== {name}")
    for k, v in rows.items():
        shown = f"{v:.6g}" if isinstance(v, float) else str(v)
        print(f"  {k:<{width}}  {shown}")
    out = ROOT / "bench" / "results"
    out.mkdir(parents=True, exist_ok=True)
    (out / f"{name}.json").write_text(json.dumps(rows, indent=2, default=str))
