"""The start page in Chromium: on the first screen, a typed name redraws it; a link with an accented name gets a
message and a suggestion, and the page recovers. One page load per link."""
from tests.browser import test_overflow as overflow
from tests.browser.conftest import assert_no_error, screenshot, wait_for_chart, wait_idle


def test_home_renders_and_reacts_to_a_typed_name(open_page):
    page = open_page("")
    wait_for_chart(page)
    assert_no_error(page)
    # the surprisal chart at least half on the first screen, no metric cut off
    chart = page.get_by_test_id("stPlotlyChart").first.bounding_box()
    assert chart["y"] >= 0 and chart["y"] + chart["height"] / 2 <= 720, chart
    metrics = page.evaluate(overflow.OVERFLOWING)
    assert not metrics, metrics
    box = page.get_by_role("textbox", name="Type a name")
    box.fill("momakurailezitynn")
    box.press("Enter")
    wait_idle(page)
    wait_for_chart(page)
    assert "P(m|o)" in page.locator("body").inner_text()
    assert_no_error(page)

    screenshot(page, "home")


def test_an_accented_name_gets_a_message_and_a_suggestion_and_the_page_recovers(open_page):
    page = open_page("", "name=Zs%C3%B3fia")
    page.wait_for_selector('[data-testid="stAlertContentError"]')
    message = page.locator('[data-testid="stAlertContentError"]').inner_text()
    assert "never seen" in message and "Try zsofia" in message, message
    box = page.get_by_role("textbox", name="Type a name")
    box.fill("sofia")
    box.press("Enter")
    wait_idle(page)
    wait_for_chart(page)
    assert_no_error(page)
