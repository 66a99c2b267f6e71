"""The count-table page worked with the keyboard alone: Tab reaches every main control in reading order, and the
smoothing slider moves with the arrow keys, changing the link and the numbers. No mouse event is sent."""
from __future__ import annotations

import re
from urllib.parse import parse_qs, urlparse

import pytest

from tests.browser.conftest import assert_no_error, wait_for_chart, wait_idle

MAX_TABS = 120
# what document.activeElement is: its accessible name (aria-label or text) and the Streamlit widget around it
FOCUSED = """() => { const e = document.activeElement;
    const w = e.closest('[data-testid="stSlider"], [data-testid="stButtonGroup"], [data-testid="stCheckbox"],'
                        + '[data-testid="stSelectbox"], [data-testid="stNumberInput"], [data-testid="stSidebar"]');
    return {tag: e.tagName, role: e.getAttribute('role'), label: e.getAttribute('aria-label') || '',
            text: (e.innerText || '').trim().slice(0, 40), widget: w ? w.getAttribute('data-testid') : '',
            widgetText: w ? w.innerText.split('\\n')[0].trim() : ''}; }"""
SUMMARY = re.compile(r"Validation with α = ([\d.]+): loss ([\d.]+), perplexity ([\d.]+)")


def name(focus: dict) -> str:
    return f"{focus['widget']}:{focus['widgetText'] or focus['label'] or focus['text']}"


def tab_until(page, wanted, seen: list[str]) -> dict:
    """Press Tab until ``wanted(focus)`` holds; every stop is appended to ``seen``."""
    for _ in range(MAX_TABS):
        page.keyboard.press("Tab")
        focus = page.evaluate(FOCUSED)
        seen.append(name(focus))
        if wanted(focus):
            return focus
    pytest.fail(f"not reached with {MAX_TABS} Tab presses; stops: {seen}")


def summary(page) -> tuple[str, str, str]:
    match = SUMMARY.search(page.locator("body").inner_text())
    assert match, "the validation summary is missing"
    return match.groups()


def alpha_in_url(page) -> str | None:
    return parse_qs(urlparse(page.url).query).get("ct_alpha", [None])[0]


@pytest.mark.browser
def test_count_table_by_keyboard_alone(open_page):
    page = open_page("count_table")
    wait_for_chart(page, minimum=2)
    seen: list[str] = []

    view = tab_until(page, lambda f: f["widget"] == "stButtonGroup" and f["role"] == "radio", seen)
    assert view["widgetText"] == "Show", view                      # the view control: counts / probabilities
    tab_until(page, lambda f: f["widget"] == "stSlider" and f["label"].startswith("Smoothing"), seen)

    before_url, before = alpha_in_url(page), summary(page)
    assert before[0] == "1"                                        # the default α
    page.keyboard.press("ArrowRight")                              # 1 -> 2 (the next of the slider's choices)
    wait_idle(page)
    page.keyboard.press("ArrowRight")                              # 2 -> 5
    wait_idle(page)
    page.wait_for_function("() => new URLSearchParams(location.search).get('ct_alpha') !== null", timeout=30_000)
    after = summary(page)
    assert alpha_in_url(page) != before_url and float(alpha_in_url(page)) == 5.0, page.url
    assert after[0] == "5" and after[1:] != before[1:], (before, after)   # loss and perplexity moved with α
    assert_no_error(page)

    # focus stays on the slider after the rerun: Tab goes on to the rest of the page's controls
    assert page.evaluate(FOCUSED)["label"].startswith("Smoothing")
    for label in ("Log colour", "Mark empty cells", "Numbers"):
        tab_until(page, lambda f, label=label: f["role"] == "switch" and f["label"] == label, seen)
    row = tab_until(page, lambda f: f["widget"] == "stButtonGroup" and f["widgetText"] == "Row", seen)
    assert row["role"] == "radio"
    tab_until(page, lambda f: f["widget"] == "stSlider" and f["label"] == "How many names", seen)
    tab_until(page, lambda f: f["widget"] == "stSlider" and f["label"] == "Temperature", seen)
    tab_until(page, lambda f: f["widget"] == "stSelectbox" and f["label"].startswith("Follow one sample"), seen)
    # back one stop (Shift+Tab) to the temperature: the sampling controls move by keyboard too
    page.keyboard.press("Shift+Tab")
    assert page.evaluate(FOCUSED)["label"] == "Temperature"
    page.keyboard.press("ArrowLeft")
    wait_idle(page)
    page.wait_for_function("() => new URLSearchParams(location.search).get('ct_temp') !== null", timeout=30_000)
    assert float(parse_qs(urlparse(page.url).query)["ct_temp"][0]) < 1.0, page.url
    assert_no_error(page)
