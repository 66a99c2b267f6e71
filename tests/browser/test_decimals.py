"""Browser: sliders write their numbers in the page's language, not the browser's (issue 21 §9). An Italian page
in an English browser shows the attention temperature as 1,00 (bounds 0,05 and 5,00) and the count table's
smoothing as 1,0; a move keeps the link's decimal point (at_temp=1.05); back in English the slider writes 1.05 and
its bounds 0.05 and 5.00."""
from urllib.parse import parse_qs, urlparse

import pytest

from tests.browser.conftest import assert_no_error, wait_idle


@pytest.fixture
def open_english_browser(open_in):
    """``open_english_browser(path, query)``: a 1280x720 page of the app in a browser whose own language is en-US
    (the worker's reused tab: each test is done with a page before it opens the next)."""
    return lambda path, query="": open_in(path, query, locale="en-US", reuse=True)


def slider_text(page, key: str) -> tuple[str, str]:
    """(the thumb's text, the two bounds' text) of the slider keyed ``key``, as drawn."""
    box = page.locator(f".st-key-{key}")
    box.get_by_test_id("stSliderThumbValue").first.wait_for()
    thumb = box.get_by_test_id("stSliderThumbValue").first.text_content().strip()
    ticks = box.get_by_test_id("stSliderTickBar").first.text_content()
    return thumb, ticks


def pick_language(page, name: str) -> None:
    """The sidebar's language box (as tests/browser/test_language.py picks it)."""
    page.get_by_test_id("stSidebar").get_by_test_id("stSelectbox").first.click()
    page.get_by_role("option", name=name, exact=True).click()
    wait_idle(page)


def wait_thumb(page, key: str, text: str) -> None:
    page.wait_for_function(
        "([k, t]) => { const e = document.querySelector(`.st-key-${k} [data-testid='stSliderThumbValue']`);"
        " return e && e.textContent.trim() === t; }", arg=[key, text], timeout=60_000)


@pytest.mark.browser
def test_italian_sliders_write_a_decimal_comma_in_an_english_browser(open_english_browser):
    page = open_english_browser("attention", "lang=it")
    assert page.evaluate("() => navigator.language") == "en-US"
    thumb, ticks = slider_text(page, "at_temp")
    assert thumb == "1,00", thumb
    assert "0,05" in ticks and "5,00" in ticks and "." not in ticks, ticks
    slider = page.locator(".st-key-at_temp").get_by_role("slider")
    slider.focus()
    slider.press("ArrowRight")                                       # 1,00 -> 1,05
    wait_thumb(page, "at_temp", "1,05")
    page.wait_for_function("() => new URLSearchParams(location.search).get('at_temp') === '1.05'", timeout=30_000)
    assert parse_qs(urlparse(page.url).query)["lang"] == ["it"]
    assert_no_error(page)
    pick_language(page, "Magyar")                                   # a language switch keeps the value
    wait_thumb(page, "at_temp", "1,05")
    pick_language(page, "English")                                  # English: the point, as before
    wait_thumb(page, "at_temp", "1.05")
    thumb, ticks = slider_text(page, "at_temp")
    assert "0.05" in ticks and "5.00" in ticks and "," not in ticks, ticks
    assert parse_qs(urlparse(page.url).query)["at_temp"] == ["1.05"]
    assert_no_error(page)

    page = open_english_browser("count_table", "lang=it")
    thumb, ticks = slider_text(page, "ct_alpha")
    assert thumb == "1,0", thumb
    assert "0,0" in ticks and "100,0" in ticks, ticks
    thumb, ticks = slider_text(page, "ct_temp")
    assert thumb == "1,00" and "0,10" in ticks and "3,00" in ticks, (thumb, ticks)
    assert_no_error(page)

# The English page's own sliders at their defaults (1.0, 1.00): tests/browser/test_count_table.py reads them on its
# first load.
