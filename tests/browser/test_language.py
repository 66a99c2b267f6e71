"""Browser: choosing the language (issue 13 §1). On two pages, switch to Hungarian in the sidebar and back: the
title changes language, the link gains ``lang=hu`` and drops it again, charts draw with Hungarian number marks,
nothing errors. A Hungarian browser gets Hungarian by default, with a clean link, and hover text with a decimal
comma (plotly's ``separators`` reach ``hovertemplate`` numbers)."""
import pytest
from playwright.sync_api import TimeoutError as PlaywrightTimeout

from tests.browser.conftest import assert_no_error, wait_for_chart, wait_idle
from ui.strings import rnn_gradients as rnn, tokens as tok

PAGES = {"tokens": tok, "rnn_gradients": rnn}
TITLE = {"tokens": "tokens.title", "rnn_gradients": "rnn_gradients.title"}
NBSP = "\u00a0"


@pytest.fixture
def open_locale(open_in):
    """``open_locale(path, locale)``: a 1280x720 page of the app in a browser whose language is ``locale`` (an
    English one is the worker's reused tab, tests/browser/conftest.py)."""
    return lambda path, locale: open_in(path, locale=locale)


def title(page) -> str:
    return page.locator('[data-testid="stMain"] h1').first.inner_text().strip()


def wait_title(page, text: str) -> None:
    page.wait_for_function("t => { const h = document.querySelector('[data-testid=\"stMain\"] h1');"
                           " return h && h.innerText.trim() === t; }", arg=text, timeout=90_000)
    wait_idle(page)


def pick_language(page, name: str) -> None:
    page.get_by_test_id("stSidebar").get_by_test_id("stSelectbox").first.click()
    page.get_by_role("option", name=name, exact=True).click()
    wait_idle(page)


def separators(page) -> set:
    return set(page.evaluate("() => [...document.querySelectorAll('.js-plotly-plot')]"
                             ".map(e => e._fullLayout && e._fullLayout.separators)"))


@pytest.mark.slow
@pytest.mark.parametrize("path", list(PAGES))
def test_switch_to_hungarian_and_back(open_locale, path):
    strings, key = PAGES[path], TITLE[path]
    page = open_locale(path, "en-US")
    wait_for_chart(page)
    assert title(page) == strings.EN[key]
    assert "lang=" not in page.url                      # an English browser reading English: a clean link

    pick_language(page, "Magyar")
    wait_title(page, strings.HU[key])
    page.wait_for_function("() => window.location.search.includes('lang=hu')", timeout=30_000)
    wait_for_chart(page)
    assert separators(page) == {"," + NBSP}
    assert_no_error(page)

    pick_language(page, "English")
    wait_title(page, strings.EN[key])
    page.wait_for_function("() => !window.location.search.includes('lang=')", timeout=30_000)
    wait_for_chart(page)
    assert separators(page) == {".,"}
    assert_no_error(page)


@pytest.mark.slow
def test_a_hungarian_browser_reads_hungarian_numbers(open_locale):
    page = open_locale("tokens", "hu-HU")
    wait_for_chart(page, minimum=2)
    assert title(page) == tok.HU["tokens.title"] and "lang=" not in page.url
    # hover over a bits-per-character bar (its template is "%{x}: %{y:.4f}"): the decimal mark is a comma
    chart = page.get_by_test_id("stPlotlyChart").first
    chart.scroll_into_view_if_needed()
    bars = chart.locator("g.point path")
    box = bars.nth(bars.count() - 1).bounding_box()
    for dy in (15, 20, 25):                             # a first move can land before plotly listens
        page.mouse.move(box["x"] + box["width"] / 2, box["y"] + dy)
        try:                                            # wait for the hover label to be drawn, not a fixed pause
            page.locator(".hoverlayer .hovertext").first.wait_for(timeout=2_000)
        except PlaywrightTimeout:
            pass
        hover = [e.text_content() for e in page.locator(".hoverlayer .hovertext").all()]
        if hover:
            break
    assert hover, "no hover label appeared"
    label = hover[0]
    assert ":" in label and "," in label.split(":")[-1] and "." not in label.split(":")[-1], label
    pick_language(page, "English")
    wait_title(page, tok.EN["tokens.title"])
    page.wait_for_function("() => window.location.search.includes('lang=en')", timeout=30_000)
    assert_no_error(page)
