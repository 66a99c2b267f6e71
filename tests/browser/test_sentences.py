"""Browser: the sentences page loads both models, draws the layer charts, and takes a typed word and query."""
from tests.browser.conftest import assert_no_error, no_horizontal_scroll, screenshot, wait_for_chart, wait_idle


def test_sentences_layer_charts_typed_word_and_search(open_page):
    page = open_page("sentences")
    wait_for_chart(page, 4, timeout=180_000)              # two model charts, your sentences, the method bars
    assert_no_error(page)
    body = page.locator("body").inner_text()
    assert "Static row." in body and "1.000000" in body
    assert "“bank” by layer, MiniLM" in body and "“bank” by layer, our masked LM" in body
    assert no_horizontal_scroll(page)
    screenshot(page, "sentences_bank")

    box = page.get_by_role("textbox", name="Word in both sentences")
    box.fill("river")
    box.press("Enter")
    wait_idle(page)
    page.wait_for_function("() => document.body.innerText.includes('does not occur as a whole word')")
    box.fill("bank")
    box.press("Enter")
    wait_idle(page)
    page.wait_for_function("() => document.body.innerText.includes('Static row: 1.000000')")
    assert_no_error(page)

    query = page.get_by_role("textbox", name="Your query")
    query.fill("Two dogs play in the snow.")
    query.press("Enter")
    wait_idle(page)
    page.wait_for_function("() => document.body.innerText.includes('the four lines took')")
    wait_for_chart(page, 4)
    assert_no_error(page)


def test_blind_spot_pair_typed_in_the_browser(open_page):
    page = open_page("sentences")
    wait_for_chart(page, 4, timeout=180_000)
    page.wait_for_function("() => document.body.innerText.includes('STS paraphrases below your pair')",
                           timeout=180_000)
    first = page.get_by_role("textbox", name="First sentence of the pair")
    second = page.get_by_role("textbox", name="Second sentence of the pair")
    first.fill("The film was good.")
    first.press("Enter")
    wait_idle(page)
    second.fill("The film was not good.")
    second.press("Enter")
    wait_idle(page)
    # the overlap row now reads: your pair 0.800 (4 shared of 5 words), the swap example 1.000
    page.wait_for_function(r"() => /word overlap \(Jaccard\)\s+0\.800\s+1\.000\s+0\.800/.test(document.body.innerText)",
                           timeout=180_000)
    assert second.input_value() == "The film was not good."
    assert_no_error(page)
