from tests.browser.conftest import assert_no_error, screenshot, wait_for_chart, wait_idle


def test_home_renders_and_reacts_to_a_typed_name(open_page):
    page = open_page("")
    wait_for_chart(page)
    assert_no_error(page)
    box = page.get_by_role("textbox", name="Type a name")
    box.fill("momakurailezitynn")
    box.press("Enter")
    wait_idle(page)
    wait_for_chart(page)
    assert "P(m|o)" in page.locator("body").inner_text()
    assert_no_error(page)
    screenshot(page, "home")
