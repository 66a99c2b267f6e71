import pytest

from tests.browser.conftest import (assert_no_error, move_slider, no_horizontal_scroll, screenshot, wait_for_chart,
                                    wait_idle)


@pytest.mark.slow
def test_tokens_page_renders_and_reacts(open_page):
    page = open_page("tokens")
    wait_for_chart(page, minimum=4)
    assert_no_error(page)
    assert no_horizontal_scroll(page)
    body = page.locator("body").inner_text()
    assert "rank 1 to rank 4" in body
    screenshot(page, "tokens_top")
    move_slider(page, "Context length m", presses=7)                   # 3 -> 10
    page.get_by_text("9.8·10⁴⁶", exact=False).first.wait_for(timeout=60_000)
    page.wait_for_function("() => window.location.search.includes('ctx_m=10')", timeout=30_000)
    box = page.get_by_role("textbox", name="A sentence (at most 500 characters)")
    box.fill("")
    box.press("Control+Enter")
    page.get_by_text("Type a sentence to see it cut into tokens.").first.wait_for(timeout=60_000)
    box.fill("Shannon guessed letters.")
    box.press("Control+Enter")
    wait_idle(page)
    page.get_by_text("shannon", exact=False).first.wait_for(timeout=60_000)
    wait_for_chart(page, minimum=4)
    assert_no_error(page)
