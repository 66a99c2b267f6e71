"""A freshly started server warms itself: one background thread computes what every visitor gets the same.

On a fresh server the first visit of each page computes what every later visit reads from a cache (the pretrained
models, the shipped tables, each page's default figures' numbers), and a class that arrives at once queues behind
those first visits: 60 sessions walking every page saw the sentences page at a 19 s p95 on a fresh server, 0.2 s on
a warm one (README, "Why --walk differed from an independent walk"). Streamlit has no server-start hook for
``streamlit run app.py``, so ``app.py`` calls :func:`start` on every run and the first run of the process starts
ONE daemon thread (later calls cost one flag check). That thread:

- runs the ``warm()`` of the chapters in :data:`FIRST` at once (appended to ``ui/chapters/<stem>/cache.py``: a
  generator that calls the page's own cached functions with the arguments of its default view, and yields a step
  name after each). That is the sentences page: a class that walks the pages, or switches to them together, reaches
  it last, and its two models, word vectors and scores are the slowest first visit of the app. Then the other
  chapters' ``warm()`` in the navigation's order, then every chapter's ``warm_tabs()`` (the default view of each
  other tab), but each step only once no run has started for :data:`IDLE` seconds (a page run, or a live room's
  fragment: :func:`note_run`): a class that has just arrived computes those pages itself as it reaches them (once,
  the caches' locks see to that), and on two cores a warm-up computing the page the class is on, or a tab it never
  opens, only takes the CPU from it (measured: the tokens page's p95 in the walk doubled when every page was warmed
  at once). A new chapter adds its ``warm()`` / ``warm_tabs()`` next to its caches (both optional);
- computes one step after another, never two at once (peak memory), through the cached functions themselves, so
  ``runtime.heavy`` limits it like any visitor and a page that asks for a value being warmed waits for that one
  computation instead of repeating it; between steps it gives free heap back (``runtime.trim``) and sleeps
  :data:`PAUSE` so the visitors' script threads get the interpreter;
- draws nothing and touches no session: it runs outside any script run, and Streamlit's caches need none
  (``st.cache_data`` / ``st.cache_resource`` with ``show_spinner=False`` read the runtime's cache storage and hash
  the arguments; only session-scoped caches, spinners and elements look for a context, and no ``warm()`` uses them);
- logs one line when it starts and one when it ends; an error stops it with one logged traceback and never
  reaches a page (the page then computes the value itself, as without a warm-up).

Off under tests (``pytest`` imported or ``PYTEST_CURRENT_TEST`` set: AppTest and the servers the browser tests
start), where it would compete with the test for the CPU; ``TBT_WARMUP=0`` turns it off anywhere, ``TBT_WARMUP=1``
on even under tests (``bench/load_class.py --no-warmup`` starts its server with ``TBT_WARMUP=0``).

Readiness (:func:`ready`): a replica behind a proxy or an orchestrator should receive visitors only once it is
warm, or the first students on a new replica pay its cold start. ``deploy/serve.py`` starts the warm-up as soon as
the server listens (without waiting for a first visit) and answers 503 on ``/_stcore/health`` until :func:`ready`:
the warm-up has finished (or stopped on an error), or ``TBT_READY_SECONDS`` (default 90) have passed since this
module was loaded, whichever comes first; with the warm-up off it is ready at once.
"""
from __future__ import annotations

import os
import threading
import time
from typing import Iterator

from ui import registry, runtime
from ui.i18n import under_test
from ui.logs import server_log

ENV = "TBT_WARMUP"
FIRST = ("sentences",)          # warmed before the others: its two models and word vectors are the slowest to load
PAUSE = 0.05                    # seconds between two steps: the visitors' script threads get the interpreter
IDLE = 3.0                      # the tabs are warmed only once no page run has started for this long
READY_ENV = "TBT_READY_SECONDS"
READY_SECONDS = 90.0            # ready() after this long at the latest, even if the warm-up has not finished

log = server_log("tbt.warmup")      # its lines go to the server's log (bench/load_class.py reads them)
_lock = threading.Lock()
_started = False
_began = 0.0
_last_run = 0.0                 # time.monotonic() of the latest run (app.py: start(); a room's fragments: note_run())
_stopping = threading.Event()   # stop(): the server is stopping
_loaded = time.monotonic()      # the bound of ready() counts from here (deploy/serve.py imports this at start)
thread: threading.Thread | None = None
status: dict = {"done": [], "error": None, "finished": False, "seconds": None, "first_views_s": None}


def enabled() -> bool:
    """``TBT_WARMUP`` if set ("0"/"false"/"off"/"no": off, anything else: on); unset: on, except under tests."""
    value = os.environ.get(ENV, "").strip().lower()
    if value:
        return value not in ("0", "false", "off", "no")
    return not under_test()


def ready_seconds() -> float:
    """``TBT_READY_SECONDS`` (a number of seconds, at least 0), else :data:`READY_SECONDS`."""
    try:
        return max(0.0, float(os.environ.get(READY_ENV, "") or READY_SECONDS))
    except ValueError:
        return READY_SECONDS


def ready(now: float | None = None) -> bool:
    """Whether this server should take visitors: the warm-up is off, or it has finished, or it stopped on an
    error, or :func:`ready_seconds` have passed since this module was loaded (``now``: a ``time.monotonic()``)."""
    if not enabled() or status["finished"] or status["error"] is not None:
        return True
    now = time.monotonic() if now is None else now
    return now - _loaded >= ready_seconds()


def order() -> list[str]:
    """The chapters' stems in the order they are warmed."""
    stems = registry.STEMS
    return [s for s in FIRST if s in stems] + [s for s in stems if s not in FIRST]


def plan() -> list[tuple[str, str, bool]]:
    """(stem, ``"warm"`` or ``"warm_tabs"``, whether each step waits for an idle server), in the warm-up's order."""
    stems = order()
    return ([(s, "warm", False) for s in stems if s in FIRST] + [(s, "warm", True) for s in stems if s not in FIRST]
            + [(s, "warm_tabs", True) for s in stems])


def steps(idle: float = IDLE) -> Iterator[str]:
    """Run the plan step by step; yields ``"<stem>.<step>"`` after each. Before each step of a waiting part, wait
    until no page run has started for ``idle`` seconds."""
    waiting = False
    for stem, part, wait in plan():
        home = registry.BY_STEM[stem].warm          # the chapter's module with its warm-up (SPEC.warm)
        warm = getattr(registry.module(registry.BY_STEM[stem], home), part, None) if home else None
        if warm is None:                        # a chapter with nothing every visitor shares
            continue
        if wait and not waiting:
            waiting = True
            status["first_views_s"] = round(time.perf_counter() - _began, 2)
            log.info("warm-up: %s ready after %.1f s; the rest follows whenever no page has run for %g s",
                     ", ".join(FIRST), status["first_views_s"], idle)
        gen = warm()
        while True:
            if wait:
                wait_idle(idle)
            if _stopping.is_set():              # the server is stopping (deploy/serve.py): no further step
                return
            try:
                name = next(gen)
            except StopIteration:
                break
            yield f"{stem}.{name}"


def wait_idle(idle: float) -> None:
    """Return once no page run has started for ``idle`` seconds."""
    while (wait := idle - (time.monotonic() - _last_run)) > 0 and not _stopping.is_set():
        _stopping.wait(min(wait, 1.0))


def run(pause: float = PAUSE, idle: float = IDLE) -> bool:
    """The whole warm-up, in the calling thread; True if every step ran. Never raises (an error is logged)."""
    global _began
    start_at = _began = time.perf_counter()
    log.info("warm-up: started (%s)", ", ".join(order()))
    step = "start"
    try:
        for step in steps(idle):
            status["done"].append(step)
            runtime.trim()
            time.sleep(pause)
    except Exception as err:                    # logged once, with its traceback; the pages compute it themselves
        status["error"] = f"after {step}: {type(err).__name__}: {err}"
        log.error("warm-up: stopped after %s (%d steps, %.1f s): the pages compute the rest themselves", step,
                  len(status["done"]), time.perf_counter() - start_at, exc_info=True)
        return False
    finally:
        status["seconds"] = round(time.perf_counter() - start_at, 2)
        runtime.trim()
    if _stopping.is_set():
        log.info("warm-up: stopped with the server after %d steps", len(status["done"]))
        return False
    status["finished"] = True
    log.info("warm-up: done, %d steps in %.1f s", len(status["done"]), status["seconds"])
    return True


def stop(timeout: float = 10.0) -> bool:
    """The server is stopping: the warm-up takes no further step; wait up to ``timeout`` seconds for the step under
    way to end (a thread still inside torch while the interpreter shuts down can abort the process). True if no
    warm-up thread is left running."""
    _stopping.set()
    if thread is not None and thread.is_alive():
        thread.join(timeout)
    return thread is None or not thread.is_alive()


def note_run() -> None:
    """A script run that is not a page run: the fragments of a live room (every student's follow check every 1.5 s,
    the projector's answer count), which never run ``app.py``. A room's class is at work even while nothing
    changes; without this note the warm-up took the server for itself between the teacher's steps (the lesson
    benchmark's idle ticks cost 18.5 ms of server CPU each with the warm-up running beside them, 4.4 ms with it
    off), and the next step reached the students behind it."""
    global _last_run
    _last_run = time.monotonic()


def start() -> threading.Thread | None:
    """Start the warm-up thread once per process (every later call notes the run and returns None). Never raises."""
    global _started, _last_run, thread
    _last_run = time.monotonic()                # a page run (note_run is the fragments' own note)
    if _started:
        return None
    with _lock:
        if _started:
            return None
        _started = True
        try:
            if not enabled():
                return None
            thread = threading.Thread(target=run, name="tbt-warmup", daemon=True)
            thread.start()
            return thread
        except Exception as err:                # a page must run even if the thread cannot start
            status["error"] = f"could not start: {type(err).__name__}"
            log.error("warm-up: could not start", exc_info=True)
            return None
