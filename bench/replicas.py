"""The compose topology on 127.0.0.1: N Streamlit replicas, HAProxy (Debian's) with cookie affinity, redis-server.

    with Topology(replicas=2) as top:      # top.url is the proxy; top.replicas[i].url one replica directly
        ...
        top.kill(1)                        # SIGKILL replica 1 (a crash); top.terminate(1) is an orchestrator's stop

Each replica is ``python deploy/serve.py`` (what the Docker image runs: ``streamlit run app.py`` whose SIGTERM
finishes the runs in flight) on a free port, with the same ``STREAMLIT_SERVER_COOKIE_SECRET`` and
``TBT_STORE=redis://127.0.0.1:<port>/0``, XSRF protection on. The proxy's configuration is made from
``deploy/haproxy.cfg``, the file compose mounts, by ``haproxy_config``: only the lines between its BEGIN/END
markers change (the bind address, the servers: fixed 127.0.0.1 ports instead of Docker's DNS), so affinity,
timeouts and health checks are the compose file's own. Everything listens on 127.0.0.1 only and is stopped
on exit.
"""
from __future__ import annotations

import os
import re
import secrets
import signal
import subprocess
import sys
import time
import urllib.request
from http.cookies import SimpleCookie
from pathlib import Path

from bench.st_client import ROOT, free_port, process_memory

HAPROXY_TEMPLATE = ROOT / "deploy" / "haproxy.cfg"
HAPROXY = "/usr/sbin/haproxy"
REDIS_SERVER = "/usr/bin/redis-server"
COOKIE = "TBT_REPLICA"                       # the affinity cookie's name in deploy/haproxy.cfg
_BLOCK = r"([ \t]*)# BEGIN {name}\n.*?# END {name}\n"


def haproxy_config(template: str, bind: str, servers: list[tuple[str, str]]) -> str:
    """``template`` (deploy/haproxy.cfg's text) with its bind address, its servers and no Docker resolvers."""
    def block(name: str, lines: list[str] | None):
        pattern = re.compile(_BLOCK.format(name=name), re.S)
        if not pattern.search(template):
            raise ValueError(f"deploy/haproxy.cfg has no '# BEGIN {name}' ... '# END {name}' block")
        return pattern, (lambda m: "".join(f"{m.group(1)}{line}\n" for line in lines or []))

    out = template
    for name, lines in (("bind", [f"bind {bind}"]),
                        ("servers", [f"server {n} {addr} check" for n, addr in servers]),
                        ("resolvers", None)):
        pattern, repl = block(name, lines)
        out = pattern.sub(repl, out)
    return out


def _wait_http(url: str, timeout: float, proc: subprocess.Popen, log: Path) -> None:
    deadline = time.time() + timeout
    while time.time() < deadline:
        if proc.poll() is not None:
            raise RuntimeError(f"{proc.args[0]} exited early:\n" + log.read_text()[-3000:])
        try:
            with urllib.request.urlopen(url, timeout=2) as r:
                if r.status == 200:
                    return
        except OSError:
            time.sleep(0.3)
    raise RuntimeError(f"{url} did not answer within {timeout:g} s:\n" + log.read_text()[-3000:])


def _stop(proc: subprocess.Popen | None, timeout: float = 30) -> None:
    if proc is not None and proc.poll() is None:
        proc.send_signal(signal.SIGTERM)
        try:
            proc.wait(timeout=timeout)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait(timeout=5)


class Replica:
    """One ``python deploy/serve.py`` process on 127.0.0.1:<port>."""

    def __init__(self, name: str, env: dict, logdir: Path, script: str | Path = ROOT / "app.py"):
        self.name, self.port = name, free_port()
        self.url = f"http://127.0.0.1:{self.port}"
        self.log = logdir / f"{name}.log"
        self.env, self.script = env, str(script)
        self.proc: subprocess.Popen | None = None
        self.started_in: float | None = None

    def start(self) -> "Replica":
        args = [sys.executable, str(ROOT / "deploy" / "serve.py"), self.script, "--server.port", str(self.port),
                "--server.address", "127.0.0.1", "--server.headless", "true", "--browser.gatherUsageStats", "false"]
        self.t0 = time.perf_counter()
        with open(self.log, "w") as fh:
            self.proc = subprocess.Popen(args, cwd=ROOT, stdout=fh, stderr=subprocess.STDOUT,
                                         env=dict(os.environ, PYTHONUNBUFFERED="1", **self.env))
        return self

    def wait(self, timeout: float = 120) -> None:
        _wait_http(self.url + "/_stcore/health", timeout, self.proc, self.log)
        self.started_in = time.perf_counter() - self.t0

    def alive(self) -> bool:
        return self.proc is not None and self.proc.poll() is None

    def memory(self) -> dict[str, float]:
        return process_memory(self.proc.pid) if self.alive() else {"rss": 0.0, "peak": 0.0, "processes": 0}


class Topology:
    """N replicas + HAProxy (+ Redis) on 127.0.0.1, configured from deploy/haproxy.cfg; a context manager."""

    def __init__(self, replicas: int = 2, logdir: Path | None = None, redis: bool = True,
                 proxies: tuple[int, ...] | None = None, env: dict | None = None):
        """``proxies``: how many replicas each proxy fronts (default: one proxy for all of them). Several
        proxies share the replicas, e.g. ``(1, 2)``: proxy 0 sends everyone to replica 0, proxy 1 spreads them
        over replicas 0 and 1, so one run can compare one replica with two on the same processes."""
        self.n = replicas
        self.logdir = logdir or Path(os.environ.get("TMPDIR", "/tmp")) / f"tbt_topology_{os.getpid()}_{free_port()}"
        self.logdir.mkdir(parents=True, exist_ok=True)
        self.with_redis = redis
        self.proxy_sizes = proxies or (replicas,)
        if not all(1 <= k <= replicas for k in self.proxy_sizes):
            raise ValueError("each proxy fronts between 1 and all of the replicas")
        self.cookie_secret = secrets.token_hex(32)           # one secret for every replica, as in compose
        self.proxy_cookie_key = secrets.token_hex(16)
        self.extra_env = env or {}
        self.replicas: list[Replica] = []
        self.proxies: list[tuple[subprocess.Popen, str]] = []
        self.redis: subprocess.Popen | None = None
        self.redis_port: int | None = None

    @property
    def url(self) -> str:
        """The (last) proxy's address: the one in front of the most replicas by default."""
        return self.proxies[-1][1]

    @property
    def store(self) -> str | None:
        return f"redis://127.0.0.1:{self.redis_port}/0" if self.redis_port else None

    def __enter__(self) -> "Topology":
        try:
            self._start()
        except BaseException:
            self.__exit__()
            raise
        return self

    def _start(self) -> None:
        for tool in (HAPROXY, *((REDIS_SERVER,) if self.with_redis else ())):
            if not Path(tool).exists():
                raise RuntimeError(f"{tool} is missing (apt-get install haproxy redis-server; .ci/run does it)")
        if self.with_redis:
            self.redis_port = free_port()
            log = self.logdir / "redis.log"
            self.redis = subprocess.Popen(
                [REDIS_SERVER, "--port", str(self.redis_port), "--bind", "127.0.0.1", "--save", "",
                 "--appendonly", "no", "--dir", str(self.logdir), "--protected-mode", "yes"],
                stdout=open(log, "w"), stderr=subprocess.STDOUT)
        env = {"STREAMLIT_SERVER_COOKIE_SECRET": self.cookie_secret,
               "STREAMLIT_SERVER_ENABLE_XSRF_PROTECTION": "true", "TBT_DRAIN_SECONDS": "20", **self.extra_env}
        if self.store:
            env["TBT_STORE"] = self.store
        self.replicas = [Replica(f"app{i + 1}", env, self.logdir).start() for i in range(self.n)]
        for r in self.replicas:                       # started together, so their imports overlap
            r.wait()
        template = HAPROXY_TEMPLATE.read_text()
        for k, size in enumerate(self.proxy_sizes):
            port = free_port()
            cfg = self.logdir / f"haproxy{k}.cfg"
            cfg.write_text(haproxy_config(template, f"127.0.0.1:{port}",
                                          [(r.name, f"127.0.0.1:{r.port}") for r in self.replicas[:size]]))
            log = self.logdir / f"haproxy{k}.log"
            with open(log, "w") as fh:
                proc = subprocess.Popen([HAPROXY, "-db", "-f", str(cfg)], stdout=fh, stderr=subprocess.STDOUT,
                                        env=dict(os.environ, TBT_PROXY_COOKIE_KEY=self.proxy_cookie_key))
            url = f"http://127.0.0.1:{port}"
            self.proxies.append((proc, url))
            _wait_http(url + "/_stcore/health", 30, proc, log)
            self.wait_servers_up(k)

    def wait_servers_up(self, k: int = -1, timeout: float = 15) -> None:
        """Until proxy ``k`` has sent a request to each of its replicas (its health checks have passed)."""
        url = self.proxies[k][1]
        want = self.proxy_sizes[k]
        seen: set[str] = set()
        deadline = time.time() + timeout
        while len(seen) < want and time.time() < deadline:
            with urllib.request.urlopen(url + "/_stcore/health", timeout=10) as r:
                seen.add(r.headers.get("X-TBT-Replica"))
            time.sleep(0.1)
        if len(seen) < want:
            raise RuntimeError(f"proxy {k} reached only {len(seen)} of {want} replicas")

    @staticmethod
    def cookie_of(url: str) -> str:
        """The affinity cookie the proxy sets on a fresh visitor's first response."""
        with urllib.request.urlopen(url + "/_stcore/health", timeout=10) as r:
            for header in r.headers.get_all("Set-Cookie") or []:
                c = SimpleCookie()
                c.load(header)
                if COOKIE in c:
                    return c[COOKIE].value
        raise RuntimeError(f"the proxy at {url} set no {COOKIE} cookie")

    def replica_of(self, cookie_value: str, k: int = -1) -> int:
        """Index of the replica that proxy ``k`` sends a request carrying this affinity cookie to (the proxy
        names it in its X-TBT-Replica answer header, deploy/haproxy.cfg)."""
        req = urllib.request.Request(self.proxies[k][1] + "/_stcore/health",
                                     headers={"Cookie": f"{COOKIE}={cookie_value}"})
        with urllib.request.urlopen(req, timeout=10) as r:
            name = r.headers.get("X-TBT-Replica")
        return [r.name for r in self.replicas].index(name)

    def kill(self, i: int) -> None:
        """SIGKILL replica ``i``: a crash, nothing finishes."""
        self.replicas[i].proc.kill()
        self.replicas[i].proc.wait(timeout=10)

    def terminate(self, i: int) -> None:
        """SIGTERM replica ``i``, as an orchestrator stops a container (it drains first: deploy/serve.py)."""
        self.replicas[i].proc.send_signal(signal.SIGTERM)

    def memory(self) -> list[dict[str, float]]:
        return [r.memory() for r in self.replicas]

    def __exit__(self, *exc) -> None:
        procs = [p for p, _ in self.proxies] + [r.proc for r in self.replicas] + [self.redis]
        for proc in procs:                    # all at once: each replica drains and stops on its own
            if proc is not None and proc.poll() is None:
                proc.send_signal(signal.SIGTERM)
        for proc in procs:
            _stop(proc)
