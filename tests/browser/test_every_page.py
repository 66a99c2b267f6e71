"""Open every page of the app in Chromium at projector size: it renders a chart, shows no error, fits the width,
and survives a control being moved."""

import pytest

from tests.browser.conftest import (assert_no_error, no_horizontal_scroll, screenshot, wait_for_chart,
                                    wait_idle)


def page_paths():
    from ui.chapters import CHAPTERS, url_path

    return [url_path(c) for c in CHAPTERS]


@pytest.mark.browser
@pytest.mark.parametrize("path", page_paths())
def test_page_renders_fits_and_reacts(open_page, path):
    page = open_page(path)
    wait_for_chart(page)
    assert_no_error(page)
    # judged once the page has settled (a chart being redrawn can be wider for a moment)
    page.wait_for_function("() => document.documentElement.scrollWidth <= window.innerWidth + 1", timeout=15_000)
    assert no_horizontal_scroll(page), "the page scrolls sideways at 1280x720"
    screenshot(page, f"page_{path or 'home'}")
    # move the first control of the main area: a slider if there is one, else a toggle or checkbox
    main = page.get_by_test_id("stMain")
    slider = main.get_by_role("slider")
    if slider.count():
        slider.first.focus()
        slider.first.press("ArrowRight")
    elif main.get_by_role("textbox").count():
        box = main.get_by_role("textbox").first
        box.fill("olivia")
        box.press("Enter")
    else:
        switch = main.get_by_role("checkbox")
        assert switch.count(), "no control to move on this page"
        switch.first.click()
    wait_idle(page)
    wait_for_chart(page)
    assert_no_error(page)


def test_navigation_lists_every_page(open_page):
    page = open_page("")
    nav = page.get_by_test_id("stSidebarNav")
    for path in page_paths()[1:]:
        assert nav.locator(f'a[href$="/{path}"]').count() == 1, path
