"""Shared fixtures: the bundled names, their book split, and an AppTest factory."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest
import torch

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

torch.set_num_threads(1)


def _hypothesis_profile_under_mutmut() -> None:
    """Under mutmut (``MUTANT_UNDER_TEST`` set: bench/mutation.py) every property test runs fewer examples, chosen
    the same on every run (derandomized, no example database), and a failing one is not shrunk: mutmut needs a
    failure, not the smallest one, and a surviving mutant runs every test that reaches it, so the examples are most
    of a package's time (issue 45's 40 minutes). The tests name their usual count through :func:`examples`."""
    import os

    from hypothesis import Phase, settings

    settings.register_profile("mutmut", max_examples=20, stateful_step_count=20, derandomize=True, database=None,
                              deadline=None, phases=(Phase.explicit, Phase.reuse, Phase.generate))
    if os.environ.get("MUTANT_UNDER_TEST"):
        settings.load_profile("mutmut")


_hypothesis_profile_under_mutmut()


def examples(n: int) -> int:
    """A property test's number of examples: ``n``, capped by the loaded hypothesis profile (fewer under mutmut)."""
    from hypothesis import settings

    return min(n, settings.default.max_examples)


def steps(n: int) -> int:
    """A state machine's steps per example: ``n``, capped by the loaded profile (fewer under mutmut)."""
    from hypothesis import settings

    return min(n, settings.default.stateful_step_count)


def _scan_installed_components_once() -> None:
    """Every new AppTest scans the metadata of every installed package for Streamlit components on its first
    run (``BidiComponentManager.discover_and_register_components``, as a served app does once at start): 0.25 s
    each, and the suite creates an AppTest per render, which made that scan 40 % of an AppTest sweep's time
    (py-spy). Packages are not installed while the tests run, so a test process scans once and every AppTest
    registers what that scan found (none: the app uses no such component)."""
    from streamlit.components.v2 import manifest_scanner

    scan = manifest_scanner.scan_component_manifests
    found: list = []

    def scan_once(max_workers: int | None = None) -> list:
        if not found:
            found.append(scan(max_workers))
        return list(found[0])

    manifest_scanner.scan_component_manifests = scan_once     # read from the module at each call (Streamlit 1.67)


_scan_installed_components_once()


def _wait_for_each_run_without_polling() -> None:
    """AppTest waits for its script run by waking every millisecond and scanning the run's whole list of events
    for the one that ends it (``local_script_runner.require_widgets_deltas``, Streamlit 1.67): on a page of a few
    hundred elements that loop held the interpreter against the script's own thread for 11 % of an AppTest sweep's
    samples (py-spy). The same wait here blocks on that event instead; the same timeout and the same error."""
    import threading

    from streamlit.runtime.scriptrunner import ScriptRunnerEvent
    from streamlit.testing.v1 import local_script_runner as lsr

    def require_widgets_deltas(runner, timeout: float = 3) -> None:
        done = threading.Event()

        def on_event(sender, event, **kwargs):
            if event == ScriptRunnerEvent.SHUTDOWN:
                done.set()

        runner.on_event.connect(on_event, weak=False)
        try:
            if runner.script_stopped() or done.wait(timeout):
                return
        finally:
            runner.on_event.disconnect(on_event)
        runner.request_stop()
        runner.join()
        raise RuntimeError(f"AppTest script run timed out after {timeout}(s)")

    lsr.require_widgets_deltas = require_widgets_deltas


_wait_for_each_run_without_polling()

def _forget_cached_results() -> None:
    """Empty Streamlit's caches and every ``functools.lru_cache`` of ``lm_core``/``ui``.

    Only under mutmut (``bench/mutation.py``): it runs each mutant in a process forked from the one that ran the
    clean tests, whose caches would hand a mutated function's caller the unmutated result; and while it learns
    which tests reach which function, a test served from a cache another test filled would not be counted."""
    import streamlit as st

    st.cache_data.clear()
    st.cache_resource.clear()
    for name, module in list(sys.modules.items()):
        if module is not None and name.split(".")[0] in ("lm_core", "ui"):
            for value in list(vars(module).values()):
                if callable(getattr(value, "cache_clear", None)):
                    value.cache_clear()


def _under_mutmut() -> str:
    import os

    return os.environ.get("MUTANT_UNDER_TEST", "")


@pytest.fixture(scope="session", autouse=True)
def _fresh_caches_per_mutant():
    if _under_mutmut():
        _forget_cached_results()
    yield


@pytest.fixture(autouse=True)
def _fresh_caches_per_test_while_mutmut_maps_tests():
    if _under_mutmut() == "stats":
        _forget_cached_results()
    yield


# The suite's longest single tests, started first (CI 2026-12-05, ``--durations`` of `CI=true bash .ci/run`).
LONGEST = ("tests/browser/test_lesson_room.py", "tests/test_replicas.py", "tests/browser/test_replicas_browser.py")


def _weight(item) -> int:
    """0: the longest tests; 1: the rest, in pytest-randomly's order (browser tests stay mixed with the others: with
    every browser test first, three Chromiums ran at once on two cores and each browser test took longer)."""
    path = str(item.path).replace("\\", "/")
    return 0 if any(path.endswith(name) for name in LONGEST) else 1


@pytest.hookimpl(trylast=True)
def pytest_collection_modifyitems(config, items):
    """The longest tests first. xdist (``--dist loadgroup``) hands out a page's grouped tests first, largest group
    first, then single tests in this order: a minute-long browser test handed out last made every other worker
    wait for it at the end (the suite took 474 s to 534 s by where the random order put it). The sort is stable, so
    within each weight the order stays pytest-randomly's shuffle, the same on every worker."""
    items.sort(key=_weight)


import ui  # noqa: E402,F401  (hands the built-in lessons' loader the app's description: tests read LESSONS at import)
from lm_core.counting.bigram import BigramData  # noqa: E402
from lm_core.words import load_word_list  # noqa: E402


@pytest.fixture(scope="session")
def names():
    return load_word_list(ROOT / "assets" / "names.txt")


@pytest.fixture(scope="session")
def names_bigram(names):
    return BigramData.build(names.words)


@pytest.fixture
def gate(monkeypatch):
    """A fresh page-run gate (``ui.runtime``); a waiting run's check (an ``st`` call in a server) does nothing here.
    (tests/test_scheduler.py has its own, which also stands in for that check.)"""
    from ui import runtime

    monkeypatch.setattr(runtime, "_gate", runtime._Gate())
    monkeypatch.setattr(runtime, "_yield_to_streamlit", lambda: None)
    return runtime._gate


@pytest.fixture
def app(monkeypatch):
    """``app(page=None, **query)``: an AppTest of the whole app, optionally switched to a page file and run.

    AppTest rebuilds its PagesManager on every run and resets Streamlit's process-wide switch of its old ``pages/``
    mode, so every run would start in that mode, which a served app leaves for good once ``st.navigation`` has run
    (ui/shell.py): the sidebar's widgets would get other IDs on each run and lose what a test set. The fixture
    starts each run where a served app is from then on, through the switch ``st.navigation`` itself sets (a
    test-side use of a Streamlit internal; the app uses none). The first-request path itself is covered by the
    browser tests on a fresh server.
    """
    from streamlit.runtime.pages_manager import PagesManager
    from streamlit.testing.v1 import AppTest

    original_init = PagesManager.__init__

    def init_in_navigation_mode(self, *args, **kwargs):
        original_init(self, *args, **kwargs)
        PagesManager.uses_pages_directory = False

    monkeypatch.setattr(PagesManager, "__init__", init_in_navigation_mode)

    def make(page: str | None = None, timeout: float = 60, **query) -> AppTest:
        at = AppTest.from_file(str(ROOT / "app.py"), default_timeout=timeout)
        for k, v in query.items():
            at.query_params[k] = str(v)
        if page:
            at.switch_page(page)
        at.run()
        assert not at.exception, [e.value for e in at.exception]
        return at

    return make


@pytest.fixture
def page_in(app, monkeypatch):
    """``page_in(page, lang, **query)``: ``page`` (a file under pages/) rendered in ``lang``, with ``query`` in
    the URL (a tab id, say), run once and checked free of exceptions. Shared by the per-namespace i18n tests.

    AppTest calls a widget's ``format_func`` again in the test's own thread (to match a value to its option when
    a widget is set). That thread has no session, so ``t()`` would answer in English and an Italian radio's
    options would not contain it; a served app calls it in the script's thread, in the visitor's language. So
    outside a script run, texts are looked up in ``lang`` here."""
    from streamlit.runtime.scriptrunner import get_script_run_ctx
    from streamlit.testing.v1 import AppTest

    from ui import i18n

    real = i18n.lookup

    def make(page: str, lang: str, timeout: float = 180, **query) -> AppTest:
        def lookup(key, lg="en", naming="ml"):
            return real(key, lang if get_script_run_ctx(suppress_warning=True) is None else lg, naming)

        monkeypatch.setattr(i18n, "lookup", lookup)
        at = AppTest.from_file(str(ROOT / "app.py"), default_timeout=timeout)
        for k, v in query.items():
            at.query_params[k] = str(v)
        at.session_state["lang"] = lang
        at.switch_page(page)
        at.run()
        assert not at.exception, [e.value for e in at.exception]
        return at

    return make


def wait_for_port(port: int, proc, what: str = "redis-server", seconds: float = 10.0) -> None:
    """Return once something answers on 127.0.0.1:``port``; else kill ``proc`` and fail naming ``what`` (at once if
    ``proc`` has exited)."""
    import socket
    import time

    deadline = time.time() + seconds
    while True:
        try:
            with socket.create_connection(("127.0.0.1", port), timeout=0.2):
                return
        except OSError:
            if proc.poll() is not None or time.time() > deadline:
                proc.kill()
                pytest.fail(f"{what} did not start")
            time.sleep(0.05)


@pytest.fixture(params=["sqlite", "redis"])
def store(request, tmp_path):
    """A live room's store, once on SQLite (a file of this test's own) and once on the real ``redis-server`` (a key
    prefix of its own): each test that takes it runs on both backends."""
    import uuid

    from lm_core.lessons.store import RedisStore, SQLiteStore

    if request.param == "sqlite":
        return SQLiteStore(tmp_path / "rooms.sqlite3")
    return RedisStore(request.getfixturevalue("redis_url"), prefix=f"s{uuid.uuid4().hex[:8]}")


@pytest.fixture(scope="session")
def redis_url():
    """A real ``redis-server`` (Debian's /usr/bin/redis-server) on a free port of 127.0.0.1, with no persistence,
    started for the test session and stopped after it: ``redis://127.0.0.1:<port>/0``."""
    import shutil
    import socket
    import subprocess
    import tempfile

    binary = shutil.which("redis-server") or "/usr/bin/redis-server"
    if not Path(binary).exists():
        pytest.fail("redis-server is not installed (apt-get install redis-server)")
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    workdir = tempfile.mkdtemp(prefix="tbt-redis-")
    proc = subprocess.Popen([binary, "--port", str(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no",
                             "--dir", workdir, "--protected-mode", "yes"],
                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    wait_for_port(port, proc)
    yield f"redis://127.0.0.1:{port}/0"
    proc.terminate()
    try:
        proc.wait(timeout=5)
    except subprocess.TimeoutExpired:
        proc.kill()
    shutil.rmtree(workdir, ignore_errors=True)
