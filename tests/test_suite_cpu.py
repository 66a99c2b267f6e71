"""bench/suite_cpu.py: the process tree's CPU by kind is read from /proc, children and grandchildren included."""
from __future__ import annotations

import sys

import pytest

from bench import suite_cpu

BURN = ("import time\nt = time.process_time()\nwhile time.process_time() - t < {s}:\n    pass\n")


@pytest.mark.parametrize("cmdline,expected", [
    ("/usr/lib/chromium/chromium --type=renderer --lang=en-US", "chromium"),
    ("/work/venv/bin/python -m streamlit run app.py --server.port 4000", "streamlit"),
    ("/usr/bin/python3 /srv/deploy/serve.py /srv/app.py --server.port 4001", "streamlit"),
    ("/venv/bin/python -u -c import sys;exec(eval(sys.stdin.readline()))", "pytest"),
    ("/venv/lib/python3.11/site-packages/playwright/driver/node cli.js run-driver", "playwright driver"),
    ("/usr/bin/redis-server 127.0.0.1:6379", "redis"),
    ("/usr/sbin/haproxy -f /tmp/h.cfg", "haproxy"),
    ("/bin/sleep 5", "other"),
])
def test_each_process_is_named_by_its_command_line(cmdline, expected):
    assert suite_cpu.kind(cmdline) == expected


def test_a_grandchild_s_cpu_is_counted_and_the_exit_code_kept():
    """A child that starts a grandchild burning 0.8 s of CPU: the tree's CPU holds it (sampled while it runs),
    the wall time covers it, and the command's exit code is the child's."""
    grandchild = BURN.format(s=0.8)
    child = (f"import subprocess, sys\nsubprocess.run([sys.executable, '-c', {grandchild!r}], check=True)\n"
             "sys.exit(3)\n")
    result = suite_cpu.measure([sys.executable, "-c", child], every=0.1)
    assert result["rc"] == 3
    assert result["wall"] >= 0.8
    assert 0.6 <= result["cpu"]["pytest"] <= result["wall"] + 0.5, result
    assert 0 < result["busy"] <= 1
    text = suite_cpu.report(result)
    assert "exit 3" in text and "pytest" in text
