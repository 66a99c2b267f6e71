"""Start the app as ``streamlit run app.py`` does, but let a SIGTERM finish the script runs in flight first.

    python deploy/serve.py [script.py] [streamlit options...]   # e.g. --server.port 8501 --server.address 0.0.0.0

Under ``TBT_STOCK=1`` (no private Streamlit name, ``ui/internals.py``) this is plain ``streamlit run``: SIGTERM
stops at once and the health check answers ok at once; drain in the orchestrator instead (a ``preStop`` hook that
sleeps, HAProxy's drain state).

Why: Streamlit's own SIGTERM handler stops the server at once. Measured with Streamlit 1.67: a run that was
one second into a four-second script was cut off 0.05 s after the signal (the browser saw the connection
drop, the rest of the page never came). An orchestrator sends SIGTERM on every rolling update and scale-down,
so this wrapper replaces only that handler (SIGINT and SIGQUIT keep Streamlit's):

1. ``/_stcore/health`` answers 503 from the signal on, so the proxy sends no new visitors here;
2. it waits until no session has a script run in progress (checked every 0.1 s, and it must stay so for
   0.5 s), at most ``TBT_DRAIN_SECONDS`` (default 20; keep it under the orchestrator's grace period:
   Kubernetes' terminationGracePeriodSeconds, compose's stop_grace_period);
3. then it stops Streamlit as its own handler would.

The browsers then reconnect through the proxy to another replica, which rebuilds each view from its link.

Readiness: serving the app, it also starts the app's warm-up (``ui/warmup.py``) as soon as the server listens,
instead of on the first visit, and ``/_stcore/health`` answers 503 ("warming up") until ``ui.warmup.ready()``: the
warm-up has finished, or ``TBT_READY_SECONDS`` (default 90) have passed. So a proxy's health check or an
orchestrator's readiness probe sends visitors only to a warm replica, and never waits longer than that bound. Probe
liveness elsewhere (``/_stcore/host-config``, a constant answer): neither the warm-up nor the drain touches it.

It also reads the cookie secret from a file when ``TBT_COOKIE_SECRET_FILE`` names one (compose and Kubernetes
mount secrets as files) into ``STREAMLIT_SERVER_COOKIE_SECRET``, which Streamlit reads as
``server.cookieSecret``; every replica started from the same secret signs cookies alike.
"""
from __future__ import annotations

import asyncio
import os
import runpy
import signal
import sys
import threading
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
QUIET_SECONDS = 0.5

if str(ROOT) not in sys.path:                 # (run as ``python deploy/serve.py``: the app's package beside it)
    sys.path.insert(0, str(ROOT))
from ui import internals  # noqa: E402


def drain_seconds() -> float:
    try:
        return max(0.0, float(os.environ.get("TBT_DRAIN_SECONDS", "20")))
    except ValueError:
        return 20.0


def ready_seconds() -> float:
    """``TBT_READY_SECONDS`` (the bound of the readiness gate, also read by ``ui/warmup.py``), default 90."""
    try:
        return max(0.0, float(os.environ.get("TBT_READY_SECONDS", "") or 90))
    except ValueError:
        return 90.0


def secret_from_file(environ=os.environ) -> None:
    """``TBT_COOKIE_SECRET_FILE`` -> ``STREAMLIT_SERVER_COOKIE_SECRET`` (an explicit variable wins)."""
    path = environ.get("TBT_COOKIE_SECRET_FILE")
    if path and not environ.get("STREAMLIT_SERVER_COOKIE_SECRET"):
        secret = Path(path).read_text(encoding="utf-8").strip()
        if not secret:
            raise SystemExit(f"the cookie secret file {path} is empty")
        environ["STREAMLIT_SERVER_COOKIE_SECRET"] = secret


# What this needs of Streamlit's inside (its signal set-up, the server's Runtime and sessions, the health answer) is
# in ui/internals.py, guarded; under TBT_STOCK=1, or when a name is missing, this is plain ``streamlit run``.
runs_in_flight = internals.runs_in_flight
_report_unavailable = internals.report_unavailable
gate_readiness = internals.gate_readiness


class WarmupReadiness:
    """``ready()`` for :func:`gate_readiness`: ``ui.warmup.ready`` once :meth:`start` has started the warm-up (in a
    thread: it imports torch and the app's modules, which must not hold up the event loop); until then, or if that
    fails, ready once ``TBT_READY_SECONDS`` have passed since this object was made."""

    def __init__(self, bound: float | None = None, clock=time.monotonic):
        self.clock, self.t0 = clock, clock()
        self.bound = ready_seconds() if bound is None else bound
        self.check = None                 # ui.warmup.ready, once the warm-up has started

    def __call__(self) -> bool:
        if self.check is not None:
            return self.check()
        return self.clock() - self.t0 >= self.bound

    def start(self) -> threading.Thread:
        def go() -> None:
            try:
                from ui import runtime, warmup
                runtime.configure()       # what app.py's first run does first: one BLAS thread, malloc arenas
                warmup.start()
                self.check = warmup.ready
            except Exception as exc:      # the app still serves; ready after the bound
                print(f"serve.py: could not start the warm-up ({exc!r}); ready after {self.bound:g} s",
                      file=sys.stderr, flush=True)

        thread = threading.Thread(target=go, name="tbt-serve-warmup", daemon=True)
        thread.start()
        return thread


async def drain_then_stop(server, grace: float) -> None:
    runtime = internals.runtime_of(server)
    try:
        _report_unavailable(runtime)
    except Exception as exc:          # a future Streamlit: still drain, only without the 503
        print(f"serve.py: could not mark the server unavailable ({exc!r})", file=sys.stderr, flush=True)
    t0 = time.monotonic()
    quiet_since = None
    while time.monotonic() - t0 < grace:
        if runs_in_flight(runtime) == 0:
            quiet_since = quiet_since or time.monotonic()
            if time.monotonic() - quiet_since >= QUIET_SECONDS:
                break
        else:
            quiet_since = None
        await asyncio.sleep(0.1)
    warmup = sys.modules.get("ui.warmup")
    if warmup is not None:                # a warm-up step under way ends before the interpreter does
        await asyncio.get_running_loop().run_in_executor(
            None, warmup.stop, max(1.0, grace - (time.monotonic() - t0)))
    left = runs_in_flight(runtime)
    print(f"serve.py: SIGTERM: drained in {time.monotonic() - t0:.1f} s"
          + (f"; {left} runs still in flight at the {grace:g} s limit" if left else "; no run in flight"),
          flush=True)
    server.stop()


def install_drain_handler(grace: float | None = None, warm: bool = False) -> bool:
    """Wrap Streamlit's signal set-up (it runs once the server listens) so that SIGTERM drains first; with ``warm``,
    also start the app's warm-up then and gate readiness on it. False: nothing wrapped (``TBT_STOCK=1``, or a name
    ``ui/internals.py`` needs is missing: Streamlit's own handling, one warning logged)."""
    grace = drain_seconds() if grace is None else grace

    def set_up(server, original) -> None:
        original(server)
        if warm:
            readiness = WarmupReadiness()
            try:
                gate_readiness(internals.runtime_of(server), readiness)
            except Exception as exc:      # a future Streamlit: serve at once, as before
                print(f"serve.py: could not gate readiness ({exc!r})", file=sys.stderr, flush=True)
            readiness.start()
        loop = asyncio.get_running_loop()
        started = []

        def on_term(signum, frame) -> None:
            if not started:
                started.append(True)
                loop.call_soon_threadsafe(lambda: loop.create_task(drain_then_stop(server, grace)))

        signal.signal(signal.SIGTERM, on_term)

    return internals.hook_signal_setup(set_up)


def main(argv: list[str] | None = None) -> None:
    secret_from_file()
    args = list(sys.argv[1:] if argv is None else argv)
    # an optional first argument names another script (the tests drain a small one); default: the app
    script = args.pop(0) if args and args[0].endswith(".py") else str(ROOT / "app.py")
    # the app's warm-up and the readiness gate only when serving the app itself
    install_drain_handler(warm=Path(script).resolve() == (ROOT / "app.py").resolve())
    os.chdir(ROOT)
    sys.argv = ["streamlit", "run", script, *args]
    runpy.run_module("streamlit", run_name="__main__", alter_sys=True)     # ``python -m streamlit run ...``


if __name__ == "__main__":
    main()
