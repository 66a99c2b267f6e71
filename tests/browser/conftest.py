"""Real-browser tests: start the app with `streamlit run` and drive it with Playwright in Debian's Chromium.

Every page gets a test that loads it, moves a control, and checks that a chart rendered and that no
exception is shown. Use the ``open_page`` fixture and the helpers below; keep page tests short.
"""
from __future__ import annotations

import os
import socket
import subprocess
import sys
import time
import urllib.request
from pathlib import Path

import pytest
from playwright.sync_api import TimeoutError as PlaywrightTimeout

ROOT = Path(__file__).resolve().parents[2]
CHROMIUM = "/usr/bin/chromium"
# The last two: no animated transitions or smooth scrolling (what a visitor who asks their system for reduced motion
# gets). Nothing the tests check moves; animating it cost Chromium CPU: every page loaded in one tab, 4-13 % more
# (``python -m bench.browser_cpu``), the accessibility walk 4 % more (``python -m bench.suite_cpu --
# tests/browser/test_a11y.py``: 205.7 s against 214.7 s).
#
# --process-per-site: every page of the app in a browser context shares one renderer process, so a second page (a
# second visitor of a test, a student beside the teacher) runs Streamlit's frontend code already compiled there
# instead of compiling it again: a count-table load in a new page of a context that has loaded the app cost 5.3 s of
# Chromium CPU with it against 12.3 s without (the same as a new context: 13.5-14.4 s), on a server of another port
# too (4.9-5.6 s: a site is the host, not the port); a load in the reused tab is unchanged (5.3-6.4 s).
CHROMIUM_ARGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-quic",
                 "--no-first-run", "--disable-component-update", "--disable-sync",
                 "--force-prefers-reduced-motion", "--disable-smooth-scrolling", "--process-per-site"]


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def start_server(log: Path) -> tuple[subprocess.Popen, str]:
    """Start ``streamlit run app.py`` on a free port of 127.0.0.1; return (process, base URL) once it is healthy."""
    port = _free_port()
    env = dict(os.environ, PYTHONUNBUFFERED="1")
    with open(log, "w") as fh:
        proc = subprocess.Popen(
            [sys.executable, "-m", "streamlit", "run", "app.py", "--server.port", str(port),
             "--server.address", "127.0.0.1", "--server.headless", "true", "--browser.gatherUsageStats", "false"],
            cwd=ROOT, stdout=fh, stderr=subprocess.STDOUT, env=env)
    url = f"http://127.0.0.1:{port}"
    deadline = time.time() + 90
    while time.time() < deadline:
        try:
            with urllib.request.urlopen(url + "/_stcore/health", timeout=2) as r:
                if r.status == 200:
                    return proc, url
        except OSError:
            time.sleep(0.5)
        if proc.poll() is not None:
            raise RuntimeError("streamlit exited early:\n" + log.read_text())
    proc.kill()
    raise RuntimeError("streamlit did not come up:\n" + log.read_text())


def stop_server(proc: subprocess.Popen) -> None:
    proc.terminate()
    try:
        proc.wait(timeout=10)
    except subprocess.TimeoutExpired:
        proc.kill()


def _require_chromium() -> None:
    if not Path(CHROMIUM).exists():
        if os.environ.get("CI"):
            pytest.fail("Debian's chromium is missing: .ci/run should have installed it")
        pytest.skip("no /usr/bin/chromium on this machine (apt-get install chromium)")


@pytest.fixture(scope="session")
def app_url(tmp_path_factory):
    _require_chromium()
    proc, url = start_server(tmp_path_factory.mktemp("streamlit") / "server.log")
    yield url
    stop_server(proc)


@pytest.fixture(scope="session")
def browser():
    from playwright.sync_api import sync_playwright

    _require_chromium()
    with sync_playwright() as pw:
        b = pw.chromium.launch(executable_path=CHROMIUM, headless=True, args=CHROMIUM_ARGS)
        yield b
        b.close()


SIZES = {"projector": {"width": 1280, "height": 720}, "phone": {"width": 390, "height": 844}}


class _Tab:
    """The worker's reused page: one browser tab that test after test opens its link in.

    A page load in a new browser context costs Chromium about 4 s of CPU (it compiles Streamlit's frontend
    anew), a load in a tab that has loaded the app before about half that (``python -m bench.browser_loads``). A
    link opened in the tab starts a new Streamlit session like any page load; what the browser itself keeps between
    tests is cleared first: cookies, local and session storage, granted permissions."""

    OPTIONS = {"locale": "en-US"}     # a browser that speaks English (what a context without options gets here)

    def __init__(self, browser):
        self.browser, self.page = browser, None

    def take(self, app_url: str, viewport: dict):
        if self.page is None or self.page.is_closed():
            self.page = self.browser.new_context(viewport=viewport, **self.OPTIONS).new_page()
        page, ctx = self.page, self.page.context
        if page.url.startswith(app_url):
            page.evaluate("() => { try { localStorage.clear(); sessionStorage.clear(); } catch (e) {} }")
        ctx.clear_cookies()
        ctx.clear_permissions()
        page.set_viewport_size(viewport)
        return page

    def new_page(self, viewport: dict):
        """Another page (another visitor: its own Streamlit session) in the tab's browser context, where the app's
        frontend is already compiled (``--process-per-site``, :data:`CHROMIUM_ARGS`); it shares the tab's cookies,
        which the app does not use (a room's teacher and students are told apart by their links). The caller
        closes it; the next :meth:`take` clears cookies, storage and permissions as for any test."""
        if self.page is None or self.page.is_closed():
            self.page = self.browser.new_context(viewport=viewport, **self.OPTIONS).new_page()
        page = self.page.context.new_page()
        page.set_viewport_size(viewport)
        return page

    def close(self):
        if self.page is not None and not self.page.is_closed():
            self.page.context.close()


@pytest.fixture(scope="session")
def reused_tab(browser):
    """The worker's :class:`_Tab`: ``reused_tab.take(app_url, viewport)`` -> its page, cleared, not yet navigated."""
    tab = _Tab(browser)
    yield tab
    tab.close()


@pytest.fixture
def open_in(browser, app_url, reused_tab):
    """``open_in(path, query, viewport=..., reuse=False, **context_options)`` -> a Playwright page with the app
    loaded at that path. A test's first page without context options (or with the tab's own, ``locale="en-US"``) is
    the worker's reused tab (:class:`_Tab`), and so is a later one opened with ``reuse=True`` (the test is done with
    the page before); a later one without options is another page in the tab's context (:meth:`_Tab.new_page`), at
    its own size; one with other options (e.g. ``locale``) is in a browser context of its own; both are closed
    afterwards."""
    contexts, pages = [], []
    took = []

    def go(path: str = "", query: str = "", *, viewport: dict = SIZES["projector"], reuse: bool = False,
           **options):
        if options.items() <= _Tab.OPTIONS.items() and (reuse or not took):
            took.append(True)
            page = reused_tab.take(app_url, viewport)
        elif options.items() <= _Tab.OPTIONS.items():
            page = reused_tab.new_page(viewport)
            pages.append(page)
        else:
            ctx = browser.new_context(viewport=viewport, **options)
            contexts.append(ctx)
            page = ctx.new_page()
        page.set_default_timeout(60_000)
        page.goto(f"{app_url}/{path}" + (f"?{query}" if query else ""))
        wait_idle(page, loaded=True)
        return page

    yield go
    for page in pages:
        page.close()
    for ctx in contexts:
        ctx.close()


@pytest.fixture
def new_page(reused_tab):
    """``new_page(viewport=...)`` -> a blank page in the worker's browser context, not yet navigated (a visitor of
    a server the test starts itself, or one of several visitors at once: :meth:`_Tab.new_page`), closed
    afterwards. The context's cookies and permissions are cleared before the test's first one (a context made for
    it is new anyway)."""
    opened = []

    def make(viewport: dict = SIZES["projector"]):
        if not opened and reused_tab.page is not None and not reused_tab.page.is_closed():
            reused_tab.page.context.clear_cookies()
            reused_tab.page.context.clear_permissions()
        page = reused_tab.new_page(viewport)
        page.set_default_timeout(60_000)
        opened.append(page)
        return page

    yield make
    for page in opened:
        page.close()


@pytest.fixture
def open_page(open_in):
    """``open_page("count-table")`` -> a Playwright page with the app loaded at that path (1280x720)."""
    return open_in


@pytest.fixture
def open_at(open_in):
    """``open_at(path, query, size)``: the page in a context of one of :data:`SIZES` ("projector", "phone")."""
    return lambda path, query, size: open_in(path, query, viewport=SIZES[size])


_SCRIPT_STATE = "document.querySelector('[data-testid=\"stApp\"]')?.dataset.testScriptState"


def wait_idle(page, timeout: float = 60_000, *, loaded: bool = False,
              drawn: str = '[data-testid="stMain"] h1') -> None:
    """Wait until the app has rendered (``drawn`` is on the page: every page has its title; a live room's pages
    have their lesson panel) and no script run is in progress. ``loaded``: the page has just been opened, so
    ``drawn`` is drawn by its first run, which has begun by then."""
    page.wait_for_selector(drawn, timeout=timeout)
    # A run that the last action started shows within a moment as the app root's script state (Streamlit's
    # `data-test-script-state`): wait for that, for at most the pause this used to take unconditionally, so that
    # the waits below cannot pass before the run has begun (a run already in progress passes at once).
    if not loaded:
        try:
            page.wait_for_function(f"() => {_SCRIPT_STATE} === 'running'", timeout=300)
        except PlaywrightTimeout:
            pass                             # no run began (or it began and ended between two looks)
    page.wait_for_function(f"() => !['running', 'rerunRequested'].includes({_SCRIPT_STATE})", timeout=timeout)
    # Streamlit shows its status widget while a run is in progress (or the connection is being made) and removes
    # it when idle; its text is an icon now, so wait for the widget itself to go, not for a word in it.
    page.wait_for_function("() => !document.querySelector('[data-testid=\"stStatusWidget\"]')", timeout=timeout)
    # and the run's elements are all current (Streamlit marks the ones a run has not redrawn yet as stale)
    page.wait_for_function("() => !document.querySelector('[data-stale=\"true\"]')", timeout=timeout)
    # and every element's frontend code is in: Streamlit loads each kind of element's component lazily, and shows a
    # skeleton (`stSkeleton`) until its chunk has arrived. On a loaded server a page's sliders can still be skeletons
    # when its run has ended and its charts are drawn: the neural page's "no control to move" (CI, twice).
    page.wait_for_function("() => !document.querySelector('[data-testid=\"stSkeleton\"]')", timeout=timeout)


def settled(page, timeout: float = 30_000) -> None:
    """Every visible plotly chart has drawn its SVG and the browser has painted two frames since (a scroll or a
    tab switch has been laid out): wait on that instead of a fixed pause."""
    page.wait_for_function("() => [...document.querySelectorAll('[data-testid=\"stPlotlyChart\"]')]"
                           ".filter(c => c.offsetParent !== null).every(c => c.querySelector('.main-svg'))",
                           timeout=timeout)
    page.evaluate("() => new Promise(r => requestAnimationFrame(() => requestAnimationFrame(r)))")


def assert_no_error(page) -> None:
    """No exception box, no traceback text, no error alert anywhere on the page."""
    exceptions = page.locator('[data-testid="stException"]')
    assert exceptions.count() == 0, exceptions.first.inner_text()
    body = page.locator("body").inner_text()
    assert "Traceback" not in body
    assert page.locator('[data-testid="stAlertContentError"]').count() == 0


def wait_for_chart(page, minimum: int = 1, timeout: float = 60_000) -> None:
    """At least ``minimum`` plotly charts have drawn their SVG."""
    page.wait_for_function(
        f"() => document.querySelectorAll('[data-testid=\"stPlotlyChart\"] .main-svg').length >= {minimum}",
        timeout=timeout)


def move_slider(page, label: str, presses: int = 3, key: str = "ArrowRight") -> None:
    """Focus the slider whose label is ``label`` and press an arrow key ``presses`` times."""
    slider = page.get_by_test_id("stSlider").filter(has_text=label).get_by_role("slider").first
    slider.focus()
    for _ in range(presses):
        slider.press(key)
    wait_idle(page)


def screenshot(page, name: str) -> Path:
    out = ROOT / "tests" / "browser" / "screenshots"
    out.mkdir(parents=True, exist_ok=True)
    path = out / f"{name}.png"
    page.screenshot(path=str(path), full_page=False)
    return path


def no_horizontal_scroll(page) -> bool:
    return page.evaluate("() => document.documentElement.scrollWidth <= window.innerWidth + 1")




def pytest_collection_modifyitems(config, items):
    """A real browser on a 2-core machine shared by two test workers sometimes loses a click or a key press
    while a rerun is in flight; each browser test gets two more tries. A regression fails all three."""
    for item in items:
        if "tests/browser/" in str(item.path).replace("\\", "/"):
            item.add_marker(pytest.mark.flaky(reruns=2, reruns_delay=2))
