"""Issue 14 and the old pages/ mode, in a real browser: hostile links show the page and a notice, never an
error box; a deep link works as the very first request a fresh server sees."""
from __future__ import annotations

import pytest

from tests.browser.conftest import assert_no_error, start_server, stop_server, wait_for_chart, wait_idle

NOTICE = "This link had a value the page cannot use"


@pytest.mark.browser
@pytest.mark.parametrize("path, query, title, param", [        # (the attention page's: tests/browser/test_attention.py)
    # One page is enough here: the notice is ui.state.announce's toast on every page, and a browser shows it on the
    # attention and word-vector pages too (tests/browser/test_attention.py, test_wordvec.py). Every page's and tab's
    # own keys get hostile values in tests/test_url_fuzz.py (AppTest), and the rule itself, any value either
    # round-trips or falls back with its notice, is tests/test_state_props.py's. (A count-table case, 7 s of a fresh
    # page load, caught nothing these do not.)
    ("", "seed=-5", "Every next token", "seed"),
])
def test_hostile_link_shows_the_page_and_a_notice(open_page, path, query, title, param):
    page = open_page(path, query)
    wait_for_chart(page)
    page.wait_for_selector('[data-testid="stToast"]', timeout=30_000)
    toast = page.get_by_test_id("stToast").first.inner_text()
    assert NOTICE in toast and param in toast
    heading = page.locator("h1").first.inner_text()
    assert heading and (title == "h1" or heading.startswith(title))
    assert_no_error(page)


@pytest.mark.browser
def test_first_visitor_of_a_fresh_server_keeps_the_sidebar_settings(new_page, tmp_path):
    """The first run of a fresh server on the start page happens in the old mode, where app.py's widgets get
    other IDs than in every later run: the visitor's first click used to reset the seed to 0 and drop the
    click itself (ui/shell.py: a session's first run now reruns before drawing)."""
    proc, url = start_server(tmp_path / "fresh.log")
    try:
        page = new_page()
        page.set_default_timeout(90_000)
        page.goto(f"{url}/?seed=5")
        wait_idle(page, timeout=90_000)
        wait_for_chart(page, timeout=90_000)
        page.get_by_text("Plain mathematical names").first.click()
        page.wait_for_url("**naming=plain**", timeout=60_000)
        wait_idle(page, timeout=60_000)
        assert "seed=5" in page.url
        assert page.get_by_role("spinbutton", name="Random seed").input_value() == "5"
        box = page.get_by_role("textbox", name="Type a name")
        box.fill("anna")
        box.press("Enter")
        page.wait_for_url("**name=anna**", timeout=60_000)
        assert "seed=5" in page.url and "naming=plain" in page.url
        assert_no_error(page)
    finally:
        stop_server(proc)


@pytest.mark.browser
def test_visitors_arriving_together_at_a_fresh_server_all_get_the_app_shell(new_page, tmp_path):
    """Streamlit starts in its old ``pages/`` multipage mode until st.navigation has run once (see
    ui/shell.py). Four visitors arrive at a fresh server before any run has finished, the very
    first request a deep link (``/count_table?ct_n=5``): each gets the app shell (the class-load benchmark once found
    the second visitor without a sidebar), and the deep link its page, not "Page not found"."""
    proc, url = start_server(tmp_path / "fresh.log")
    try:
        pages = [new_page() for _ in range(4)]                   # four visitors: four sessions
        for page, link in zip(pages, ["count_table?ct_n=5", "", "count_table", "?seed=3"]):
            page.set_default_timeout(120_000)
            page.goto(f"{url}/{link}", wait_until="commit")          # all four arrive before any has finished
        for page in pages:
            page.wait_for_selector('[data-testid="stSidebarNav"]', timeout=120_000)
            page.get_by_text("Random seed").first.wait_for(timeout=120_000)
            wait_idle(page, timeout=120_000)
            assert_no_error(page)
        deep = pages[0]
        wait_for_chart(deep, minimum=2, timeout=90_000)
        assert deep.locator("h1").first.inner_text().startswith("The count table")
        assert "Page not found" not in deep.locator("body").inner_text()
        assert deep.get_by_test_id("stSidebarNav").count() == 1        # the app shell ran (navigation, sidebar)
        assert "ct_n=5" in deep.url
    finally:
        stop_server(proc)
