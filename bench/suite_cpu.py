"""Where the test suite's CPU goes: a command's wall time and the CPU seconds of its process tree by kind.

    python -m bench.suite_cpu                         # python -m pytest, the whole suite
    python -m bench.suite_cpu -- tests/browser/test_a11y.py -p no:randomly

Runs ``python -m pytest`` (with the arguments after ``--``) and samples every process descending from it twice a
second from ``/proc`` (Linux): its user + system CPU and what it is, from its command line: the pytest workers
(AppTest runs in them), Chromium, the Streamlit servers the tests start, the Playwright driver, Redis, HAProxy.
It prints the wall time, each kind's CPU seconds and share, and how busy the machine's cores were meanwhile
(``/proc/stat``): a suite that keeps both cores busy is cut by doing less work, not by more workers.

A process's CPU is read at its last sample, so one that exits between two samples loses up to half a second; the
figures are a lower bound (the run's total shows how close).
"""
from __future__ import annotations

import argparse
import os
import subprocess
import sys
import time
from collections import Counter
from pathlib import Path

TICK = os.sysconf("SC_CLK_TCK")
KINDS = (("chromium", "chrom"), ("streamlit", "streamlit"), ("streamlit", "deploy/serve.py"),
         ("playwright driver", "playwright/driver"), ("redis", "redis-server"), ("haproxy", "haproxy"))


def kind(cmdline: str) -> str:
    """What a process is, from its command line (``/proc/<pid>/cmdline`` with spaces)."""
    for name, needle in KINDS:
        if needle in cmdline:
            return name
    return "pytest" if "python" in cmdline else "other"


def _stat(pid: str) -> tuple[int, float] | None:
    """(parent pid, user + system CPU seconds) of a live process, or None if it has gone."""
    try:
        raw = Path(f"/proc/{pid}/stat").read_text()
    except OSError:
        return None
    fields = raw[raw.rindex(")") + 2:].split()        # after "pid (comm) ": state ppid ... utime(12) stime(13)
    return int(fields[1]), (int(fields[11]) + int(fields[12])) / TICK


def _cmdline(pid: str) -> str:
    try:
        return Path(f"/proc/{pid}/cmdline").read_bytes().replace(b"\0", b" ").decode(errors="replace")
    except OSError:
        return ""


def descendants(root: int) -> dict[int, float]:
    """CPU seconds of every live process below ``root`` (not ``root`` itself), by pid."""
    parent, cpu = {}, {}
    for pid in os.listdir("/proc"):
        if pid.isdigit() and (st := _stat(pid)) is not None:
            parent[int(pid)], cpu[int(pid)] = st
    below = {}
    for pid in cpu:
        p = parent.get(pid)
        while p is not None and p != root and p in parent:
            p = parent[p]
        if p == root:
            below[pid] = cpu[pid]
    return below


def busy() -> tuple[int, int]:
    """(busy, total) clock ticks of all cores since boot."""
    values = [int(v) for v in Path("/proc/stat").read_text().split("\n", 1)[0].split()[1:]]
    idle = values[3] + values[4]                       # idle + iowait
    return sum(values) - idle, sum(values)


def measure(argv: list[str], every: float = 0.5) -> dict:
    """Run ``argv`` and sample its process tree: {"wall", "rc", "cpu": {kind: seconds}, "busy": share}."""
    b0, t0 = busy(), time.perf_counter()
    proc = subprocess.Popen(argv)
    last: dict[int, tuple[str, float]] = {}
    while proc.poll() is None:
        for pid, seconds in descendants(proc.pid).items():
            name = last[pid][0] if pid in last else kind(_cmdline(str(pid)))
            last[pid] = (name, seconds)
        if (st := _stat(str(proc.pid))) is not None:
            last[proc.pid] = ("pytest", st[1])
        time.sleep(every)
    wall, b1 = time.perf_counter() - t0, busy()
    cpu = Counter()
    for name, seconds in last.values():
        cpu[name] += seconds
    return {"wall": wall, "rc": proc.returncode, "cpu": dict(cpu),
            "busy": (b1[0] - b0[0]) / max(1, b1[1] - b0[1])}


def report(result: dict) -> str:
    total = sum(result["cpu"].values())
    lines = [f"wall {result['wall']:.0f} s, exit {result['rc']}, cores busy {100 * result['busy']:.0f} % "
             f"({os.cpu_count()} cores), CPU of the tree {total:.0f} s"]
    for name, seconds in sorted(result["cpu"].items(), key=lambda kv: -kv[1]):
        lines.append(f"  {name:<18} {seconds:7.1f} s  {100 * seconds / max(total, 1e-9):5.1f} %")
    return "\n".join(lines)


def main(args: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("pytest_args", nargs="*", help="arguments for python -m pytest (after --)")
    parser.add_argument("--every", type=float, default=0.5, help="seconds between samples")
    ns = parser.parse_args(args)
    result = measure([sys.executable, "-m", "pytest", *ns.pytest_args], every=ns.every)
    print(report(result))
    return result["rc"]


if __name__ == "__main__":
    sys.exit(main())
