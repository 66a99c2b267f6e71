import pytest

from tests.browser.conftest import (assert_no_error, move_slider, no_horizontal_scroll, screenshot, wait_for_chart,
                                    wait_idle)


@pytest.mark.slow
def test_neural_page_trains_renders_and_reacts(open_page):
    page = open_page("neural")
    page.get_by_text("Worst cell").first.wait_for(timeout=180_000)     # the live training has finished
    wait_idle(page)
    wait_for_chart(page, minimum=4)
    assert_no_error(page)
    assert no_horizontal_scroll(page)
    body = page.locator("body").inner_text()
    assert "0.004048" in body and "q→i" in body          # the neural bigram converged to the book's figures
    screenshot(page, "neural_top")
    page.get_by_text("1. The count table as a network").evaluate("e => e.scrollIntoView({block: 'start'})")
    page.mouse.wheel(0, 330)
    wait_idle(page)
    screenshot(page, "neural_bigram")
    before = page.locator("body").inner_text()
    move_slider(page, "Context length k", presses=2, key="ArrowLeft")     # k = 3 -> 1
    page.get_by_text("W1 (1·10)×200", exact=False).first.wait_for(timeout=60_000)
    wait_idle(page)
    wait_for_chart(page, minimum=4)
    after = page.locator("body").inner_text()
    assert before != after and "7,897" in after and "11,897" in before
    assert_no_error(page)
    assert "mlp_k=1" in page.url
    page.get_by_text("3. What the embedding table learned").evaluate("e => e.scrollIntoView({block: 'start'})")
    wait_idle(page)
    screenshot(page, "neural_embeddings")
    page.get_by_text("4. Why a fixed window does not scale").evaluate("e => e.scrollIntoView({block: 'start'})")
    wait_idle(page)
    screenshot(page, "neural_window")
